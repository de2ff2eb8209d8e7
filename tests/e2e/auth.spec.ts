import type { Page } from '@playwright/test';
import {
  accountLink,
  expectToast,
  openAccountMenu,
  signUp,
  testPassword,
  uniqueUsername,
  writeEntry,
} from './support/app.ts';
import { marker } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

const password = testPassword;

async function logIn(page: Page, username: string, secret: string): Promise<void> {
  await page.goto('/auth');
  await identityReady(page);
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
}

test('Auth: sign up while anonymous keeps earlier entries; logout protects Timeline; login by username elsewhere shows the same Timeline', async ({
  page,
  newPerson,
}) => {
  const username = uniqueUsername('hearth');
  const text = marker('Written before I had an account, I hope it stays with me');
  await page.goto('/prompt');
  await identityReady(page);
  await writeEntry(page, { text, mood: 'sad' });

  await signUp(page, username);
  await expectToast(page, /Welcome/, 'Your account has been created successfully.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  await (await accountLink(page, 'Timeline')).click();
  await expect(page.getByRole('heading', { name: 'Your Journey' })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  // A signed-in user is sent away from /auth.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await openAccountMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Timeline' })).toHaveCount(0);
  for (const route of ['/timeline', '/growth', '/messages']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/$/);
  }

  const elsewhere = await newPerson();
  await logIn(elsewhere, username, password);
  await expectToast(elsewhere, 'Welcome back!', "You've successfully logged in.");
  await elsewhere.goto('/timeline');
  await expect(elsewhere.getByRole('heading', { name: 'Your Journey' })).toBeVisible();
  await expect(elsewhere.getByText(text)).toBeVisible();
});

test('Auth: a wrong password shows "Login failed" with the server\'s message', async ({
  page,
  consoleGuard,
  newPerson,
}) => {
  consoleGuard.allow(/status of 401/, /\/api\/login$/);
  const username = uniqueUsername('hearthw');
  const owner = await newPerson();
  await signUp(owner, username);
  await expect(owner).toHaveURL(/\/$/);

  await logIn(page, username, 'not the right password');
  await expectToast(page, 'Login failed', /Invalid username or password/);
  await expect(page).toHaveURL(/\/auth$/);
});

test('Auth: a taken username gives a clear error', async ({ page, consoleGuard, newPerson }) => {
  consoleGuard.allow(/status of 409/, /\/api\/register$/);
  const username = uniqueUsername('hearthd');
  const first = await newPerson();
  await signUp(first, username);
  await expect(first).toHaveURL(/\/$/);

  await signUp(page, username);
  await expectToast(page, 'Registration failed', /already taken/i);
  await expect(page).toHaveURL(/\/auth$/);
});

test('Auth: Login and Sign Up tabs, the benefits panel and the note that Hearth works anonymously', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByText(/anonymous/i).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Username')).toHaveAttribute('required', '');
  await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
});
