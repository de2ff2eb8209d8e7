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

/** Writes an entry through the Write screen and waits for the Reflection screen. */
export async function writeEntry(
  page: Page,
  entry: { mood?: MoodKey; text: string; visibility?: 'public' | 'private' },
): Promise<void> {
  if (!/\/prompt$/.test(page.url())) await page.goto('/prompt');
  await write.mood(page, entry.mood ?? 'happy').check();
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

/** A reaction control on a card; its accessible name carries the type and count. */
export function reaction(card: Locator, type: 'Support' | 'Love' | 'Strength'): Locator {
  return card.getByRole('button', { name: new RegExp(type, 'i') });
}

/** The nav's link to Messages carries the unread badge. */
export function messagesLink(page: Page): Locator {
  return page.getByRole('navigation').first().getByRole('link', { name: /Messages/ });
}
