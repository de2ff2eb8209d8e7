import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router-dom';
import { logout } from '../../features/identity/logout.ts';

/** Login for visitors; the person's name and Logout once signed in (spec §2). */
export function AccountControls({ name, onNavigate }: { name: string | null; onNavigate?: () => void }) {
  if (!name) {
    return (
      <Link to="/auth" onClick={onNavigate} className="btn btn-primary btn-sm">
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </Link>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="flex min-w-0 items-center gap-1 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{name}</span>
      </span>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void logout()}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </button>
    </div>
  );
}
