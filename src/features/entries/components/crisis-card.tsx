import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import { CRISIS_CARD_LINES, IASP_DIRECTORY } from '../../../content/crisis-lines.ts';

/**
 * Shown before anything else when an entry reads as a crisis: plain words, and lines a
 * phone can call or text in one tap.
 */
export function CrisisCard() {
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
          {CRISIS_CARD_LINES.map((line) => {
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
        <p className="text-sm">
          Outside the US?{' '}
          <a href={IASP_DIRECTORY.href} className="link font-medium" target="_blank" rel="noreferrer">
            {IASP_DIRECTORY.action}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
