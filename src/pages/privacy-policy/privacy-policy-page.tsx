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

      <Section title="What we store">
        <ul className="list-disc space-y-2 ps-5">
          <li>
            <strong>Your entries:</strong> the text you write, the mood you choose, the prompt you wrote from, whether
            you shared it, and the reflection written back to you, along with a topic, an intensity (high, medium or
            low) and a few tags that describe the entry.
          </li>
          <li>
            <strong>Your reactions</strong> to other people&apos;s shared entries, and the{' '}
            <strong>supportive messages</strong> you send and receive.
          </li>
          <li>
            <strong>An anonymous id.</strong> The first time you visit, your browser is given a random id so your
            entries stay yours. It is kept in your browser&apos;s storage and in a cookie named <code>hearth_user</code>{' '}
            that lasts one year. It is not linked to your name.
          </li>
          <li>
            <strong>If you create an account:</strong> your username, your email address and your password (stored only
            as a one-way hash we cannot read back).
          </li>
        </ul>
        <p>
          We do not use advertising or tracking cookies, and we do not ask for your real name, location or contact list.
        </p>
      </Section>

      <Section title="What others can see">
        <p>
          Entries are private unless you turn on sharing. A shared entry appears in the community without any name or
          id. Before it is shown, we try to remove details such as email addresses, phone numbers and street addresses.
          Supportive messages are sent anonymously.
        </p>
      </Section>

      <Section title="The AI reflection">
        <p>
          To write a reflection, the text of your entry, the mood you chose and the prompt are sent to the AI service
          that powers Hearth. Nothing that identifies you — no id, username or email — is sent with them. When no AI
          service is configured, reflections are written by software running on our own server and nothing leaves it.
        </p>
      </Section>

      <Section title="Keeping you safe">
        <p>
          Entries are checked automatically for signs that someone may be in danger, so that we can show crisis
          resources straight away. A shared entry that raises that kind of concern, or that several people report, is
          held back from the community for review.
        </p>
      </Section>

      <Section title="Deleting your data">
        <p>
          You can ask us to delete everything we hold about you — entries, reactions, messages and your account — by
          writing to {mail}. If you do not have an account, include your anonymous id: it is the value of{' '}
          <code>hearth_user</code> in your browser&apos;s storage (it begins with <code>user_</code>). We will confirm
          once it is done.
        </p>
      </Section>

      <Section title="Questions">
        <p>Write to {mail} about anything on this page. We read every message.</p>
      </Section>
    </article>
  );
}
