import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/field.tsx';
import { useRegister } from '../../../features/identity/api/register.ts';
import { toast } from '../../../lib/toast-store.ts';
import { serverMessage } from '../../../lib/api-client.ts';

export function RegisterForm({ onDone }: { onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const register = useRegister({
    onSuccess: (result) => {
      toast({
        title: `Welcome to Hearth, ${result.user.username ?? username}!`,
        description: 'Your account has been created successfully.',
      });
      onDone();
    },
    onError: (error) =>
      toast({ title: 'Registration failed', description: serverMessage(error), variant: 'destructive' }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    register.mutate({ username: username.trim(), email: email.trim(), password });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
