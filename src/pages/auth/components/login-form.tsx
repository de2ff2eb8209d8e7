import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/field.tsx';
import { useLogin } from '../../../features/identity/api/login.ts';
import { toast } from '../../../lib/toast-store.ts';
import { serverMessage } from '../../../lib/api-client.ts';

export function LoginForm({ onDone }: { onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** The server's refusal, beside the password as well as in the spec's 'Login failed' toast. */
  const [problem, setProblem] = useState<string | null>(null);
  const login = useLogin({
    onSuccess: () => {
      toast({ title: 'Welcome back!', description: "You've successfully logged in." });
      onDone();
    },
    onError: (error) => {
      setProblem(serverMessage(error));
      toast({ title: 'Login failed', description: serverMessage(error), variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ username: username.trim(), password });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          setProblem(null);
        }}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={problem}
        onChange={(e) => {
          setPassword(e.target.value);
          setProblem(null);
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
