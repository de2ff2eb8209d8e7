import Calendar from 'lucide-react/icons/calendar';
import Inbox from 'lucide-react/icons/inbox';
import Laptop from 'lucide-react/icons/laptop';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sprout from 'lucide-react/icons/sprout';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useCurrentUser } from '../../features/identity/api/get-user.ts';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

const BENEFITS = [
  { icon: Laptop, text: 'Keep your entries on every device you use' },
  { icon: Calendar, text: 'See your journey on a personal timeline' },
  { icon: Sprout, text: 'Notice your growth and the themes you return to' },
  { icon: Inbox, text: 'Read the encouragement others send you' },
];

export default function AuthPage() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [tab, setTab] = useState('login');

  if (user.isPending) return <Spinner label="Checking your sign-in" />;
  if (user.data) return <Navigate to="/" replace />;

  const done = () => navigate('/');
  return (
    <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2 md:items-start">
      <title>Sign in · Hearth</title>
      <div className="grid gap-6">
        <div>
          <h1 className="text-3xl font-bold">Welcome to Hearth</h1>
          <p className="mt-1 text-base-content/80">Sign in, or create an account to keep your writing with you.</p>
        </div>
        <div className="card border border-base-300 bg-base-100">
          <div className="card-body p-4 sm:p-6">
            <Tabs
              label="Sign in or sign up"
              value={tab}
              onChange={setTab}
              tabs={[
                { id: 'login', label: 'Login', content: <LoginForm onDone={done} /> },
                { id: 'signup', label: 'Sign Up', content: <RegisterForm onDone={done} /> },
              ]}
            />
          </div>
        </div>
      </div>
      <aside aria-labelledby="benefits-heading" className="card bg-base-200">
        <div className="card-body gap-4 p-4 sm:p-6">
          <h2 id="benefits-heading" className="text-xl font-semibold">
            Why create an account?
          </h2>
          <ul className="grid gap-3">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {text}
              </li>
            ))}
          </ul>
          <p className="flex items-start gap-3 rounded-field bg-base-100 p-3 text-sm">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary" />
            <span>
              No account needed: Hearth works anonymously. Everything you have written here stays yours when you sign
              up.
            </span>
          </p>
        </div>
      </aside>
    </div>
  );
}
