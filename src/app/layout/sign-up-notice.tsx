import { Link, useLocation } from 'react-router-dom';

/** What an account gives on each place kept for signed-in people: one sentence, said where they land. */
export const SIGN_UP_REASONS: Record<string, string> = {
  '/timeline':
    'Your timeline is kept for people with an account: sign up, still anonymously, to keep every entry across your devices.',
  '/growth':
    'Growth is kept for people with an account: sign up, still anonymously, to see the moods, topics and themes across your entries.',
  '/messages':
    'Messages are kept for people with an account: sign up, still anonymously, to read the encouragement others send you.',
};

/**
 * Spec §4 sends visitors without an account from Timeline, Growth and Messages to Home; this says
 * why, instead of leaving them wondering where the page went (ProtectedRoute passes `signUpFor`).
 */
export function SignUpNotice() {
  const { state } = useLocation() as { state: { signUpFor?: string } | null };
  const reason = state?.signUpFor ? SIGN_UP_REASONS[state.signUpFor] : undefined;
  if (!reason) return null;
  return (
    <p
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-box border border-primary/40 bg-base-200 px-4 py-3"
    >
      <span>{reason}</span>
      <Link to="/auth" className="btn btn-primary">
        Sign up
      </Link>
    </p>
  );
}
