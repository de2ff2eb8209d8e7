import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/field.tsx';
import { FieldMessage } from '../../../components/field-message.tsx';
import { useRegister } from '../../../features/identity/api/register.ts';
import { toast } from '../../../lib/toast-store.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import {
  checkPassword,
  checkUsername,
  fieldOf,
  PASSWORD_HINT,
  USERNAME_HINT,
  type AccountField,
} from './account-rules.ts';

type Problems = Partial<Record<AccountField | 'form', string>>;

/**
 * Sign Up. The username and password rules are shown before anyone submits; a field that breaks
 * one says so beside itself once the person leaves it; the server's refusal lands beside the field
 * it is about, as well as in the spec's 'Registration failed' toast.
 */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const register = useRegister({
    onSuccess: (result) => {
      toast({
        title: `Welcome to Hearth, ${result.user.username ?? username}!`,
        description: 'Your account has been created successfully.',
      });
      onDone();
    },
    onError: (error) => {
      const message = serverMessage(error);
      setProblems({ [fieldOf(message) ?? 'form']: message });
      toast({ title: 'Registration failed', description: message, variant: 'destructive' });
    },
  });
  const clear = (field: AccountField) => setProblems(({ [field]: _, form: __, ...rest }) => rest);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    const usernameIssue = checkUsername(username);
    const passwordIssue = checkPassword(password);
    if (usernameIssue) found.username = usernameIssue;
    if (passwordIssue) found.password = passwordIssue;
    setProblems(found);
    // The browser's own required/email checks still run first (the inputs say required and type=email).
    if (Object.keys(found).length > 0) return;
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
        hint={USERNAME_HINT}
        error={problems.username}
        onChange={(e) => {
          setUsername(e.target.value);
          clear('username');
        }}
        onBlur={() => setProblems((p) => ({ ...p, username: checkUsername(username) ?? undefined }))}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={problems.email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        hint={PASSWORD_HINT}
        error={problems.password}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
        }}
        onBlur={() => setProblems((p) => ({ ...p, password: checkPassword(password) ?? undefined }))}
      />
      {problems.form && (
        <FieldMessage id="register-problem" kind="error">
          {problems.form}
        </FieldMessage>
      )}
      <button type="submit" className="btn btn-primary" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
