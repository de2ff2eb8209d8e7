import HeartHandshake from 'lucide-react/icons/heart-handshake';
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import {
  CRISIS_CARD_LINES,
  IASP_DIRECTORY,
  type CrisisLine,
} from '../../../../supabase/functions/_shared/domain/crisis-lines.ts';
import type { CrisisResource } from '../../../lib/api-types.ts';

/** The API's lines as links; an entry stored before the API sent them gets the same lines from their one source. */
export function crisisLinks(resources: readonly CrisisResource[] | undefined): CrisisLine[] {
  const lines = (resources ?? [])
    .map((r, i) => {
      const href = r.href ?? r.url;
      return href
        ? { id: r.id ?? `line-${i}`, name: r.name, contact: r.contact, href, action: r.action ?? r.contact }
        : null;
    })
    .filter((l): l is CrisisLine => l !== null);
  return lines.length > 0 ? lines : [...CRISIS_CARD_LINES, IASP_DIRECTORY];
}

const isWeb = (line: CrisisLine) => /^https?:/.test(line.href);

/**
 * Shown before anything else when an entry reads as a crisis: plain words, and lines a
 * phone can call or text in one tap. The lines are the ones the API answered with.
 */
export function CrisisCard({ resources }: { resources?: readonly CrisisResource[] }) {
  const lines = crisisLinks(resources);
  const act = lines.filter((l) => !isWeb(l));
  const web = lines.filter(isWeb);
  return (
    <section aria-labelledby="crisis-heading" className="card border-2 border-error bg-base-100 shadow">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="crisis-heading" className="text-xl font-bold">
          You don’t have to carry this alone
        </h2>
        <p>
          What you wrote sounds really painful. If you are thinking about ending your life or are in danger, please
          reach out now — real people are ready to listen, day and night, free and confidential.
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {act.map((line) => {
            const Icon = line.href.startsWith('sms:') ? MessageSquare : Phone;
            return (
              <li key={line.id}>
                <a href={line.href} className={`btn w-full ${line.id === 'emergency' ? 'btn-error' : 'btn-primary'}`}>
                  <Icon aria-hidden="true" className="size-4" />
                  {line.action}
                </a>
              </li>
            );
          })}
        </ul>
        {web.map((line) => (
          <p key={line.id} className="text-sm">
            Outside the US?{' '}
            <a href={line.href} className="link font-medium" target="_blank" rel="noreferrer">
              {line.action}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        ))}
      </div>
    </section>
  );
}

/**
 * A concern (including words the check could not read): the same lines, gently, in one line — not the alarm card.
 */
export function SupportLine({ resources }: { resources?: readonly CrisisResource[] }) {
  const lines = crisisLinks(resources);
  const call = lines.find((l) => l.href.startsWith('tel:') && l.id !== 'emergency') ?? lines[0];
  const web = lines.find(isWeb);
  return (
    <p className="flex flex-wrap items-center gap-x-2 rounded-field bg-base-200 px-3 py-2 text-sm">
      <HeartHandshake aria-hidden="true" className="size-4 shrink-0" />
      <span>
        If anything feels heavy, support is there:{' '}
        {call && (
          <a href={call.href} className="link font-medium">
            {call.contact}
          </a>
        )}
        {web && (
          <>
            {call ? ', or ' : ''}
            <a href={web.href} className="link font-medium" target="_blank" rel="noreferrer">
              {web.action.charAt(0).toLowerCase() + web.action.slice(1)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        )}
        .
      </span>
    </p>
  );
}
