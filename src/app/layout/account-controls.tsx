import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router-dom';
import { logout } from '../../features/identity/logout.ts';

/**
 * Login for visitors; the person's name and Logout once signed in (spec §2). A visitor who has
 * been sent supportive messages sees how many on Login, since Messages opens once signed in.
 */
export function AccountControls({
  name,
  unread = 0,
  onNavigate,
}: {
  name: string | null;
  unread?: number;
  onNavigate?: () => void;
}) {
  if (!name) {
    return (
      <Link
        to="/auth"
        onClick={onNavigate}
        className="btn btn-primary btn-sm"
        aria-label={
          unread > 0
            ? `Login, ${unread} unread supportive ${unread === 1 ? 'message' : 'messages'}: sign in to read`
            : undefined
        }
      >
        <LogIn aria-hidden="true" className="size-4" />
        Login
        {unread > 0 && (
          <span aria-hidden="true" className="badge badge-sm border-primary-content bg-primary-content text-primary">
            {unread}
          </span>
        )}
      </Link>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="flex min-w-0 items-center gap-1 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{name}</span>
      </span>
      <Link to="/settings" onClick={onNavigate} className="btn btn-ghost btn-sm" aria-label="Your words and settings">
        <Settings aria-hidden="true" className="size-4" />
      </Link>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void logout()}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </button>
    </div>
  );
}
