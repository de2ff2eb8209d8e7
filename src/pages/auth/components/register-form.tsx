import { Field } from '../../../components/field.tsx';
import { FieldMessage } from '../../../components/field-message.tsx';
import { PASSWORD_HINT, USERNAME_HINT } from './account-rules.ts';
import { useRegisterForm } from './use-register-form.ts';

/**
 * Sign Up. The username and password rules are shown before anyone submits; a field that breaks
 * one says so beside itself once the person leaves it; the server's refusal lands beside the field
 * it is about, as well as in the spec's 'Registration failed' toast.
 */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const { values, problems, pending, change, recheck, submit } = useRegisterForm(onDone);

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={values.username}
        hint={USERNAME_HINT}
        error={problems.username}
        onChange={(e) => change('username', e.target.value)}
        onBlur={() => recheck('username')}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={problems.email}
        onChange={(e) => change('email', e.target.value)}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        hint={PASSWORD_HINT}
        error={problems.password}
        onChange={(e) => change('password', e.target.value)}
        onBlur={() => recheck('password')}
      />
      {problems.form && (
        <FieldMessage id="register-problem" kind="error">
          {problems.form}
        </FieldMessage>
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
