import { readFile } from 'node:fs/promises';
import { signedUp, testPassword, uniqueUsername, writeEntry } from './support/app.ts';
import { marker } from './support/api.ts';
import { expect, identityReady, sessionOf, test } from './support/fixtures.ts';

test('Your words: Timeline finds an entry, and "Download my journal" saves a file holding every entry', async ({
  page,
}) => {
  await signedUp(page, uniqueUsername('hearthx'));
  const first = marker('The lighthouse keeper waved at me this morning');
  const second = marker('Evening tea on the balcony, quiet and warm');
  await writeEntry(page, { text: first, mood: 'happy' });
  await writeEntry(page, { text: second, mood: 'sad' });

  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Your Journey' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search your entries' }).fill('lighthouse');
  const results = page.getByRole('list', { name: 'Entries matching lighthouse' });
  await expect(results.locator('mark', { hasText: 'lighthouse' })).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(1);

  const [markdown] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my journal' }).click(),
  ]);
  expect(markdown.suggestedFilename()).toMatch(/^hearth-journal-\d{4}-\d{2}-\d{2}\.md$/);
  const text = await readFile((await markdown.path())!, 'utf8');
  expect(text).toContain('# My Hearth journal');
  expect(text).toContain(first);
  expect(text).toContain(second);
  expect(text.indexOf(second)).toBeLessThan(text.indexOf(first));

  await page.goto('/settings');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'As JSON' }).click(),
  ]);
  const exported = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
    entries: { journalText: string; reflectionBy: string }[];
  };
  expect(exported.entries.map((e) => e.journalText)).toEqual([second, first]);
  expect(exported.entries[0]!.reflectionBy).toBe('builtin');
});

test('Your words: editing an entry on the reflection page writes its reflection again', async ({ page }) => {
  await page.goto('/prompt');
  await identityReady(page);
  const before = marker('My manager criticised my report in front of everyone at work today');
  await writeEntry(page, { text: before, mood: 'angry' });
  await expect(page.getByRole('heading', { name: "A reflection from Hearth's built-in guide" })).toBeVisible();
  const reflection = page.getByTestId('reflection');
  const oldReflection = await reflection.textContent();

  const after = marker('I spent the afternoon laughing with my little sister at the beach');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Your words').fill(after);
  await page.getByLabel('Mood').selectOption({ label: '😊 Joyful' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(after).first()).toBeVisible();
  await expect(page.getByText(before)).toHaveCount(0);
  await expect(reflection).not.toHaveText(oldReflection ?? '');
  await expect(page.getByRole('heading', { name: "A reflection from Hearth's built-in guide" })).toBeVisible();

  // A reload still shows the edited entry (the reflection screen keeps it for the tab).
  await page.reload();
  await expect(page.getByText(after).first()).toBeVisible();
});

test('Your words: deleting an entry from the reflection page asks first, then it is gone', async ({ page }) => {
  await page.goto('/prompt');
  await identityReady(page);
  const text = marker('A thought I will take back in a moment');
  await writeEntry(page, { text });
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByText(text).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete entry' }).click();
  await expect(page).toHaveURL(/\/prompt$/);
  const { accessToken } = await sessionOf(page);
  const exported = await page.request.get('/api/export?format=json', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(JSON.stringify(await exported.json())).not.toContain(text);
});

test('Your words: deleting an account ends the session, the old token gets 401 and a fresh visitor starts', async ({
  page,
  consoleGuard,
}) => {
  // Reads that were in flight with the old token may be refused on the way out.
  consoleGuard.allow(/status of 401/);
  const username = uniqueUsername('hearthl');
  await signedUp(page, username);
  await writeEntry(page, { text: marker('Words I am taking with me when I go') });
  const old = await sessionOf(page);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Your words and settings' })).toBeVisible();
  await page.getByLabel('Your current password').fill(testPassword);
  await page.getByLabel('I understand that everything will be deleted for good.').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(async () => (await sessionOf(page).catch(() => null))?.userId).not.toBe(old.userId);
  const refused = await page.request.get('/api/settings', { headers: { authorization: `Bearer ${old.accessToken}` } });
  expect(refused.status()).toBe(401);
  const login = await page.request.post('/api/login', { data: { username, password: testPassword } });
  expect(login.status()).toBe(401);
});

test('Your words: an anonymous visitor chooses no reflections, and the next entry has none', async ({ page }) => {
  await page.goto('/settings');
  await identityReady(page);
  await page.getByRole('radio', { name: /No reflections/ }).check();
  await expect(page.getByRole('radio', { name: /No reflections/ })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: /No reflections/ })).toBeChecked();
  await writeEntry(page, { text: marker('Just for me, no reflection please') });
  await expect(page.getByText('Thank you for writing this down.')).toBeVisible();
});
