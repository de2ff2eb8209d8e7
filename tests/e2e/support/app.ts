import { expect, type Locator, type Page } from '@playwright/test';
import { moods, type MoodKey } from './api.ts';

/** Locators named by what a person sees: spec texts, roles and labels only. */

/** The notification area (Radix toast viewport, "Notifications (F8)"). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /notification/i });
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const area = toasts(page);
  await expect(area.getByText(title, { exact: typeof title === 'string' }).first()).toBeVisible();
  if (description) await expect(area.getByText(description)).toBeVisible();
}

export const write = {
  moodGroup: (page: Page) => page.getByRole('radiogroup'),
  mood: (page: Page, key: MoodKey) => page.getByRole('radio', { name: new RegExp(moods[key].label) }),
  text: (page: Page) => page.getByPlaceholder(/10-1000 characters/),
  share: (page: Page) => page.getByRole('switch'),
  submit: (page: Page) => page.getByRole('button', { name: /Submit for Reflection/i }),
  generate: (page: Page) => page.getByRole('button', { name: /Generate new prompt/i }),
};

/** Picks a mood the way a person does: clicking its emoji-and-meaning tile (the radio's label). */
export async function chooseMood(page: Page, key: MoodKey): Promise<void> {
  await write.moodGroup(page).getByText(moods[key].label, { exact: true }).click();
  await expect(write.mood(page, key)).toBeChecked();
}

/** Writes an entry through the Write screen and waits for the Reflection screen. */
export async function writeEntry(
  page: Page,
  entry: { mood?: MoodKey; text: string; visibility?: 'public' | 'private' },
): Promise<void> {
  if (!/\/prompt$/.test(page.url())) await page.goto('/prompt');
  await chooseMood(page, entry.mood ?? 'happy');
  await write.text(page).fill(entry.text);
  if (entry.visibility === 'public') await write.share(page).check();
  await write.submit(page).click();
  await expect(page).toHaveURL(/\/reflect$/);
  await expect(page.getByText(entry.text).first()).toBeVisible();
}

/** The card of one entry, found by its (unique) text. */
export function entryCard(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}

/** A reaction control on a card; its accessible name is the type and the count ("Support 2"). */
export function reaction(card: Locator, type: 'Support' | 'Love' | 'Strength'): Locator {
  return card
    .getByRole('group', { name: 'React to this story' })
    .getByRole('button', { name: new RegExp(`^${type}\\b`) });
}

/** Sends the first supportive response offered on a card, as the person looking at it. */
export async function sendSupportiveResponse(card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Send support' }).click();
  const choices = card.getByRole('list').getByRole('button');
  await expect(choices.first()).toBeVisible();
  await choices.first().click();
  await expect(card.getByRole('status').filter({ hasText: 'Your encouragement was sent anonymously.' })).toBeVisible();
}

/**
 * The signed-in person's account menu in the header: it holds Timeline, Growth, Messages and Logout,
 * and its button carries the unread count while it is closed.
 */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Your account/ });
}

/** Opens the account menu (if it is not open already). */
export async function openAccountMenu(page: Page): Promise<void> {
  const button = accountMenuButton(page);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** A link in the account menu (Timeline, Growth, Messages, Moderation for moderators), opening the menu first. */
export async function accountLink(
  page: Page,
  name: 'Timeline' | 'Growth' | 'Messages' | 'Moderation',
): Promise<Locator> {
  await openAccountMenu(page);
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${name}`) });
}

/** The account menu's link to Messages, which carries the unread badge (open the menu first). */
export function messagesLink(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
}

export const testPassword = 'a long enough password';

/** Signs up through the Sign Up tab of /auth (the visitor's anonymous identity is upgraded). */
export async function signUp(page: Page, username: string, password = testPassword): Promise<void> {
  await page.goto('/auth');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('hearth_user'))).toMatch(/^user_/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up and waits until the app shows the person as signed in. */
export async function signedUp(page: Page, username: string): Promise<void> {
  await signUp(page, username);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
}

export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Resolves once the page's private inbox channel is joined (the server's phx_reply) on its next load. */
export function inboxJoinedAfterNextLoad(page: Page): Promise<void> {
  return page
    .waitForEvent('websocket', (ws) => ws.url().includes('/realtime/v1/websocket'))
    .then(
      (ws) =>
        new Promise<void>((resolve) => {
          ws.on('framereceived', (frame) => {
            const data = String(frame.payload);
            if (data.includes('phx_reply') && data.includes('inbox:') && data.includes('"ok"')) resolve();
          });
        }),
    );
}
