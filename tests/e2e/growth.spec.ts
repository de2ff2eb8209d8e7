import { createEntry, marker } from './support/api.ts';
import { accountLink, signedUp, uniqueUsername } from './support/app.ts';
import { expect, sessionOf, test } from './support/fixtures.ts';

test('Growth with seeded entries shows every section', async ({ page, baseURL }) => {
  await signedUp(page, uniqueUsername('grower'));
  const me = await sessionOf(page);
  const entries = [
    {
      mood: 'angry' as const,
      text: 'Work was stressful again today, my manager added two more deadlines and I felt overwhelmed.',
    },
    {
      mood: 'sad' as const,
      text: 'Another long day at work, the deadlines keep piling up and I am tired and anxious about my job.',
    },
    {
      mood: 'happy' as const,
      text: 'My friend invited me to dinner and we laughed about old times, I felt grateful for her.',
      visibility: 'public' as const,
    },
    {
      mood: 'sad' as const,
      text: 'I could not sleep because of work stress, thinking about the project deadline all night.',
    },
    {
      mood: 'pleading' as const,
      text: 'I miss my family and wish I could talk to my mom more often, it feels lonely here.',
    },
  ];
  for (const entry of entries) await createEntry(baseURL!, me, { ...entry, text: `${entry.text} ${marker('')}` });

  await page.goto('/growth');
  await expect(page.getByRole('heading', { name: 'Growth Summary' })).toBeVisible();
  await expect(page.getByText(/Generated from your last 5 entries/)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Emotional Patterns' })).toBeVisible();
  const bars = page.getByRole('progressbar');
  await expect(bars.first()).toBeVisible();
  expect(await bars.count()).toBeLessThanOrEqual(5);
  await expect(page.getByText(/Reflective/).first()).toBeVisible();
  await expect(page.getByText(/40%/).first()).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Journey Stats' })).toBeVisible();
  for (const label of ['Total Entries', 'Days Writing', 'Shared Publicly', 'Avg Words']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Writing Focus' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Topics You Explore' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI-Discovered Themes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recurring Patterns' })).toBeVisible();
  await expect(page.getByText(/Appeared in \d+ entries/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Your Journey' })).toHaveAttribute('href', '/prompt');
});

test('Growth for a new person shows the empty state with Begin Your Journey', async ({ page }) => {
  await signedUp(page, uniqueUsername('newcomer'));
  await (await accountLink(page, 'Growth')).click();
  await expect(page.getByText('Your Growth Journey Awaits')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Growth Summary' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Begin Your Journey' }).click();
  await expect(page).toHaveURL(/\/prompt$/);
});
