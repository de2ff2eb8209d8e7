import { SAMPLE_PROMPTS } from '../../supabase/functions/_shared/domain/prompts.ts';
import { write } from './support/app.ts';
import { anonymousPerson, createEntry, marker } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

test('Home shows the community stats and the three calls to action', async ({ page, baseURL }) => {
  const writer = await anonymousPerson(baseURL!);
  await createEntry(baseURL!, writer, { text: marker('Counted on the home page'), mood: 'happy' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Each stat shows a number (not the '—' placeholder); at least the story just shared is counted.
  for (const label of ['Stories Shared', 'Support Given', 'Active Today']) {
    await expect(page.getByText(label, { exact: true }).locator('xpath=..')).toHaveText(
      new RegExp(`^\\s*\\d+\\s*${label}\\s*$`),
    );
  }
  const shared = await page.getByText('Stories Shared', { exact: true }).locator('xpath=..').innerText();
  expect(Number.parseInt(shared, 10)).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: 'Start Writing' })).toHaveAttribute('href', '/prompt');
  await page.getByRole('link', { name: 'Join Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
});

test('Try-it: Continue Writing carries the sample prompt and the started text to Write', async ({ page }) => {
  await page.goto('/');
  await identityReady(page);
  await expect(page.getByRole('heading', { name: 'Try it now' })).toBeVisible();
  // Which of the eight prompts is shown is random: find the one on the page.
  const shown = await Promise.all(
    SAMPLE_PROMPTS.map((candidate) => page.getByText(candidate, { exact: true }).isVisible()),
  );
  const sample = SAMPLE_PROMPTS[shown.indexOf(true)];
  expect(sample, 'one of the eight sample prompts is on the Try-it card').toBeDefined();

  await expect(page.getByRole('button', { name: 'Continue Writing' })).toHaveCount(0);
  await page.getByLabel('Start writing your answer').fill('I started this on the home page and want to keep going.');
  await page.getByRole('button', { name: 'Continue Writing' }).click();

  await expect(page).toHaveURL(/\/prompt$/);
  await expect(page.getByText(sample!, { exact: true })).toBeVisible();
  await expect(write.text(page)).toHaveValue('I started this on the home page and want to keep going.');
});
