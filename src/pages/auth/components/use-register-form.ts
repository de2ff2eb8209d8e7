import { useState, type FormEvent } from 'react';
import { useRegister } from '../../../features/identity/api/register.ts';
import { serverMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { checkPassword, checkUsername, fieldOf, type AccountField } from './account-rules.ts';

type Problems = Partial<Record<AccountField | 'form', string>>;

/** Sign Up's fields, what is wrong with them, and the registration that lands a refusal beside its field. */
export function useRegisterForm(onDone: () => void) {
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
  const setters = { username: setUsername, email: setEmail, password: setPassword };

  /** A new value clears what was said about the field, and any refusal of the whole form. */
  function change(field: AccountField, value: string) {
    setters[field](value);
    clear(field);
  }

  function recheck(field: 'username' | 'password') {
    const issue = field === 'username' ? checkUsername(username) : checkPassword(password);
    setProblems((p) => ({ ...p, [field]: issue ?? undefined }));
  }

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

  return { values: { username, email, password }, problems, pending: register.isPending, change, recheck, submit };
}
