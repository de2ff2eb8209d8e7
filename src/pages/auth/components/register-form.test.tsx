import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../../supabase/functions/_shared/domain/passwords.ts';
import { USERNAME_MESSAGES } from '../../../../supabase/functions/_shared/domain/usernames.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fieldOf } from './account-rules.ts';
import { RegisterForm } from './register-form.tsx';

describe('RegisterForm', () => {
  it('shows the server’s username and password rules before anyone submits', () => {
    renderWithProviders(<RegisterForm onDone={() => {}} />);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      `${USERNAME_MESSAGES.length} ${USERNAME_MESSAGES.characters}`,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_MESSAGES.length),
    );
  });

  it('says beside the field what breaks a rule once the person leaves it, and stops saying it when fixed', async () => {
    renderWithProviders(<RegisterForm onDone={() => {}} />);
    const username = screen.getByLabelText('Username');
    await userEvent.type(username, 'river stone');
    await userEvent.tab();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(expect.stringContaining(USERNAME_MESSAGES.characters));
    await userEvent.clear(username);
    await userEvent.type(username, 'river_stone');
    expect(username).not.toHaveAttribute('aria-invalid');

    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'short');
    await userEvent.tab();
    expect(password).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_MESSAGES.length));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('places a server refusal beside the field it is about', () => {
    expect(fieldOf('Username is already taken')).toBe('username');
    expect(fieldOf(USERNAME_MESSAGES.scripts)).toBe('username');
    expect(fieldOf(PASSWORD_MESSAGES.pwned)).toBe('password');
    expect(fieldOf('Invalid email address')).toBe('email');
    expect(fieldOf('Too many requests')).toBeNull();
  });
});
