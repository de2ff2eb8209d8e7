import type { Page } from '@playwright/test';
import { entryCard, expectToast, signedUp, uniqueUsername } from './support/app.ts';
import { anonymousPerson, createEntry, marker, registeredPerson, reportEntry } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

async function report(page: Page, text: string): Promise<void> {
  await page.goto('/feed');
  await identityReady(page);
  const card = entryCard(page, text);
  await card.getByRole('button', { name: 'More actions for this story' }).click();
  await card.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this story' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectToast(page, 'Thank you for telling us');
  await expect(dialog).toHaveCount(0);
}

/** A reader whose report counts toward a hold: registered (issue 16: throw-away accounts cannot silence anyone). */
async function registeredReader(page: Page): Promise<Page> {
  await signedUp(page, uniqueUsername('reader'));
  return page;
}

test('Report: once three registered people report an entry it leaves the feed', async ({
  page,
  newPerson,
  baseURL,
}) => {
  const text = marker('This is an entry that three readers will find inappropriate');
  const writer = await anonymousPerson(baseURL!);
  const neighbour = marker('A kind story that nobody reports');
  await createEntry(baseURL!, writer, { text: neighbour, mood: 'happy' });
  const { entryId } = await createEntry(baseURL!, writer, { text, mood: 'angry' });

  await report(await registeredReader(page), text);
  // The second report through the API, as the dialog sends it: the journey is the first and the third.
  await reportEntry(baseURL!, await registeredPerson(baseURL!), entryId);
  // Two reports do not hold it.
  const watcher = await registeredReader(await newPerson());
  await watcher.goto('/feed');
  await expect(entryCard(watcher, text)).toBeVisible();

  await report(watcher, text);
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Community Feed' })).toBeVisible();
  await expect(entryCard(page, neighbour)).toBeVisible();
  await expect(entryCard(page, text)).toHaveCount(0);
});
