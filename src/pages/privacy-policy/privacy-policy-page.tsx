import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../content/site.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function WhatWeStore() {
  return (
    <Section title="What we store">
      <ul className="list-disc space-y-2 ps-5">
        <li>
          <strong>Your entries:</strong> the text you write, the mood you choose, the prompt you wrote from, whether you
          shared it, and the reflection written back to you with who wrote it (Hearth&apos;s built-in guide or the AI
          model), along with a topic, an intensity (high, medium or low) and a few tags that describe the entry. For
          safety we also keep what the automatic check found in the entry, and whether a shared entry is visible, held
          for review or hidden.
        </li>
        <li>
          <strong>A shared copy</strong> of each entry you share, with details that could identify someone taken out
          (names, places, email addresses, phone numbers, links). Others only ever see this copy.
        </li>
        <li>
          <strong>Your reactions</strong> to other people&apos;s shared entries, the{' '}
          <strong>supportive messages</strong> you send and receive, and any <strong>reports</strong> you make.
        </li>
        <li>
          <strong>Your settings:</strong> who writes your reflections.
        </li>
        <li>
          <strong>An anonymous id.</strong> The first time you visit, your browser is given a random id so your entries
          stay yours. It is kept in your browser&apos;s storage and in a cookie named <code>hearth_user</code> that
          lasts one year. It is not linked to your name.
        </li>
        <li>
          <strong>If you create an account:</strong> your username, your email address and your password (stored only as
          a one-way hash we cannot read back).
        </li>
      </ul>
      <p>
        We do not use advertising or tracking cookies, and we do not ask for your real name, location or contact list.
        Our server logs never contain what you write.
      </p>
    </Section>
  );
}

function AiReflection() {
  return (
    <Section title="The AI reflection: what leaves Hearth, and when">
      <p>
        You decide who writes your reflections, in{' '}
        <Link to="/settings" className="link link-primary">
          Your words and settings
        </Link>
        :
      </p>
      <ul className="list-disc space-y-2 ps-5">
        <li>
          <strong>The AI provider</strong> (the default when this Hearth has one): each time you save or edit an entry,
          its text, the mood you chose and the prompt are sent to the provider, which writes the reflection. Nothing
          that identifies you — no id, username or email — is sent with them. When the provider is OpenAI, the text is
          also checked by its moderation service as a second opinion on safety. An entry that shows signs of crisis is
          never sent: Hearth answers it itself.
        </li>
        <li>
          <strong>Hearth&apos;s built-in guide</strong> (the default when there is no provider): the reflection is
          written on Hearth&apos;s own server and no text leaves it.
        </li>
        <li>
          <strong>No reflections:</strong> nothing is written back and nothing leaves Hearth. The safety check still
          runs on Hearth&apos;s server, so crisis resources still appear when they are needed.
        </li>
      </ul>
      <p>Every reflection says who wrote it.</p>
    </Section>
  );
}

export default function PrivacyPolicyPage() {
  const mail = (
    <a className="link link-primary" href={`mailto:${SUPPORT_EMAIL}`}>
      {SUPPORT_EMAIL}
    </a>
  );
  return (
    <article className="mx-auto grid max-w-prose gap-8 leading-relaxed">
      <p>
        <Link to="/" className="link link-primary">
          ← Back to home
        </Link>
      </p>
      <header>
        <h1 className="text-3xl font-semibold">Privacy Policy</h1>
        <p className="mt-2 opacity-80">
          Hearth is a place to write about how you feel. We keep as little about you as we can, and we never sell it.
          This page says plainly what we keep and why.
        </p>
      </header>

      <WhatWeStore />

      <Section title="What others can see">
        <p>
          Entries are private unless you turn on sharing. A shared entry appears in the community as its shared copy,
          without any name or id. Supportive messages arrive without the sender&apos;s name.
        </p>
      </Section>

      <AiReflection />

      <Section title="Keeping you safe: moderation">
        <p>
          Every entry is checked automatically, on our own server, for signs that someone may be in danger, so that we
          can show crisis resources straight away. A shared entry with any such sign — or in a language the check cannot
          read, or that several people report — is held back from the community until a person from our team has looked
          at it; editing a shared entry checks it again. Moderators see only the shared copy: never who wrote it, and
          never private entries.
        </p>
      </Section>

      <Section title="Taking your words with you">
        <p>
          <strong>Download my journal</strong>, on your Timeline and in{' '}
          <Link to="/settings" className="link link-primary">
            Your words and settings
          </Link>
          , gives you every entry with its reflection, the supportive messages you received and the reactions you gave,
          as a readable Markdown file or as JSON.
        </p>
      </Section>

      <Section title="Changing and deleting">
        <p>
          You can edit or delete any entry from your Timeline or the reflection page; a deleted entry is removed at
          once, with the reactions it received. <strong>Delete my account</strong>, in Your words and settings, removes
          you and everything that is yours — entries, reflections, reactions, messages you received, reports, settings,
          sessions and the account itself — at once. Messages you sent stay with the people who received them, already
          without your name. Registered users confirm with their password. If you cannot sign in any more, write to{' '}
          {mail} and we will do it for you.
        </p>
      </Section>

      <Section title="How long we keep things">
        <p>
          Your entries, messages and settings are kept until you delete them or your account. Records we keep to stop
          abuse (how often someone wrote, reacted or tried to log in) are removed after an hour at most, and the count
          of who wrote on a given day after two days. If this Hearth&apos;s host keeps database backups, deleted data
          leaves them when those backups expire.
        </p>
      </Section>

      <Section title="Questions">
        <p>Write to {mail} about anything on this page. We read every message.</p>
      </Section>
    </article>
  );
}
