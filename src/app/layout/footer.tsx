import { Link } from 'react-router-dom';
import { FOOTER_CRISIS_LINES } from '../../../supabase/functions/_shared/domain/crisis-lines.ts';
import { SUPPORT_EMAIL } from '../../content/site.ts';
import { FOOTER_LINKS } from './nav-items.ts';

export function Footer() {
  return (
    <footer className="border-t border-base-300 bg-base-200 pb-20 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">Hearth</p>
          <p className="mt-2 text-sm text-base-content/80">
            Write freely. Share only if you want to. You are not alone.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold">Explore</p>
          <ul className="mt-2 grid gap-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-crisis">
          <h2 id="footer-crisis" className="font-semibold">
            Need help right now?
          </h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {FOOTER_CRISIS_LINES.map((line) => (
              <li key={line.id}>
                {line.name}:{' '}
                <a href={line.href} className="link font-medium">
                  {line.contact}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            Questions? Write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="link font-medium break-all">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </section>
      </div>
    </footer>
  );
}
