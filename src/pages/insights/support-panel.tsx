import { Link } from 'react-router-dom';
import {
  CRISIS_TEXT_LINE,
  EMERGENCY,
  IASP_DIRECTORY,
  LIFELINE_988_CALL,
  LIFELINE_LEGACY,
  LIFELINE_NUMBER,
} from '../../../supabase/functions/_shared/domain/crisis-lines.ts';

function CrisisLines() {
  return (
    <section aria-labelledby="support-crisis" className="card border-2 border-error bg-base-200">
      <div className="card-body [&>p]:grow-0 gap-3">
        <h2 id="support-crisis" className="card-title text-xl">
          If you are in crisis right now
        </h2>
        <p>You deserve support straight away. These services are free, confidential and open day and night.</p>
        <ul className="grid gap-3">
          <li className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>
              <strong>{LIFELINE_988_CALL.name}</strong> — call or text {LIFELINE_NUMBER} (US). The older number{' '}
              {LIFELINE_LEGACY.contact} still routes there.
            </span>
            <span className="flex flex-wrap gap-2">
              <a className="btn btn-error btn-sm" href={LIFELINE_988_CALL.href}>
                {LIFELINE_988_CALL.action}
              </a>
              <a className="btn btn-outline btn-sm" href={LIFELINE_LEGACY.href}>
                {LIFELINE_LEGACY.action}
              </a>
            </span>
          </li>
          <li className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>
              <strong>{CRISIS_TEXT_LINE.name}</strong>: {CRISIS_TEXT_LINE.contact}, any time (US).
            </span>
            <a className="btn btn-error btn-sm" href={CRISIS_TEXT_LINE.href}>
              {CRISIS_TEXT_LINE.action}
            </a>
          </li>
          <li className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>
              <strong>{IASP_DIRECTORY.name}</strong> — outside the US, find a service near you.
            </span>
            <a className="btn btn-outline btn-sm" href={IASP_DIRECTORY.href} target="_blank" rel="noreferrer">
              {IASP_DIRECTORY.action}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            In immediate danger, call{' '}
            <a className="link font-semibold" href={EMERGENCY.href}>
              {EMERGENCY.contact}
            </a>{' '}
            or your local emergency number.
          </li>
        </ul>
      </div>
    </section>
  );
}

function OtherPlaces() {
  return (
    <section aria-labelledby="support-community" className="grid gap-4 sm:grid-cols-2">
      <h2 id="support-community" className="sr-only">
        Other places to turn
      </h2>
      <div className="card bg-base-200">
        <div className="card-body [&>p]:grow-0 gap-2">
          <h3 className="card-title text-lg">The community</h3>
          <p>Read stories from people going through similar things, and send a kind word.</p>
          <div className="card-actions flex-wrap">
            <Link to="/community" className="btn btn-secondary btn-sm">
              Visit the Community
            </Link>
            <Link to="/growth" className="btn btn-outline btn-sm">
              See Your Growth
            </Link>
          </div>
        </div>
      </div>
      <div className="card bg-base-200">
        <div className="card-body [&>p]:grow-0 gap-2">
          <h3 className="card-title text-lg">Keep writing</h3>
          <p>Putting things into words can help. An account keeps your entries across devices — it is optional.</p>
          <div className="card-actions flex-wrap">
            <Link to="/prompt" className="btn btn-primary btn-sm">
              Start Writing
            </Link>
            <Link to="/auth" className="btn btn-outline btn-sm">
              Create an Account
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export function SupportPanel() {
  return (
    <div className="grid gap-6">
      <CrisisLines />

      <OtherPlaces />
    </div>
  );
}
