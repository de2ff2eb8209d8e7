import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  CRISIS_TEXT_LINE,
  EMERGENCY,
  LIFELINE_988_CALL,
  SAMHSA_HELPLINE,
} from '../../../supabase/functions/_shared/domain/crisis-lines.ts';
import { SUPPORT_EMAIL } from '../../content/site.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const EMERGENCY_LINES = [
  { line: EMERGENCY, what: 'Emergency services' },
  { line: LIFELINE_988_CALL, what: '988 Suicide & Crisis Lifeline' },
  { line: CRISIS_TEXT_LINE, what: 'Crisis Text Line' },
  { line: SAMHSA_HELPLINE, what: 'SAMHSA National Helpline' },
];

export default function TermsOfServicePage() {
  return (
    <article className="mx-auto grid max-w-prose gap-8 leading-relaxed">
      <p>
        <Link to="/" className="link link-primary">
          ← Back to home
        </Link>
      </p>
      <header>
        <h1 className="text-3xl font-semibold">Terms of Service</h1>
        <p className="mt-2 opacity-80">
          By using Hearth you agree to these terms. They are short, and written to be read.
        </p>
      </header>

      <section aria-labelledby="disclaimer" className="card border-2 border-error bg-base-200">
        <div className="card-body [&>p]:grow-0 gap-3">
          <h2 id="disclaimer" className="card-title text-xl">
            Mental health disclaimer
          </h2>
          <p>
            Hearth is a journaling and peer-support space. It is not therapy, medical care or a crisis service, and
            nothing here — including the AI reflections and messages from other people — is medical advice or a
            diagnosis. If you are struggling, please also reach out to a professional or someone you trust.
          </p>
          <p className="font-medium">If you are in danger or thinking about ending your life, get help now:</p>
          <ul className="grid gap-2">
            {EMERGENCY_LINES.map(({ line, what }) => (
              <li
                key={line.id}
                className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <span>
                  {what}: <strong>{line.contact}</strong>
                </span>
                <a className="btn btn-error btn-sm" href={line.href}>
                  {line.action}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section title="Using Hearth">
        <ul className="list-disc space-y-2 ps-5">
          <li>You can use Hearth anonymously. An account is optional and keeps your entries across devices.</li>
          <li>You own what you write. Shared entries are shown to others without your name.</li>
          <li>
            Be kind. Do not share anything that threatens, harasses or exposes someone else, and do not share other
            people&apos;s personal details.
          </li>
          <li>
            Shared entries may be held back from the community if they are reported or suggest someone may be at risk,
            so that the space stays safe for everyone.
          </li>
          <li>Please do not try to disrupt the service or access other people&apos;s entries.</li>
        </ul>
      </Section>

      <Section title="AI reflections">
        <p>
          Reflections are written by software. They aim to be warm and thoughtful, but they can be wrong or miss what
          you meant. Trust your own judgement, and seek professional help for anything serious.
        </p>
      </Section>

      <Section title="Changes and contact">
        <p>
          We may update these terms; the latest version is always on this page. Questions are welcome at{' '}
          <a className="link link-primary" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </Section>
    </article>
  );
}
