import type { Locator, Page } from '@playwright/test';
import { write } from './support/app.ts';
import { anonymousPerson, createEntry, marker, react } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

const challenge = 'What small change has made a big difference in your life?';

/** The number shown with a stat label, e.g. "Public Stories" → 12. */
async function statValue(scope: Locator, label: string): Promise<number> {
  const card = scope.getByText(label, { exact: true }).locator('xpath=..');
  const text = await card.innerText();
  const match = text.replace(label, '').match(/\d+(\.\d+)?/);
  if (!match) throw new Error(`no number next to "${label}" in: ${text}`);
  return Number(match[0]);
}

async function openTab(page: Page, name: RegExp): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

test('Community: Trending shows the three stat cards and the most supported stories as a numbered list', async ({
  page,
  baseURL,
}) => {
  const text = marker('Planting tomatoes with my neighbour was the best part of this month');
  const writer = await anonymousPerson(baseURL!);
  const entry = await createEntry(baseURL!, writer, { text, mood: 'upside-down' });
  await react(baseURL!, await anonymousPerson(baseURL!), entry.entryId, 'support');
  await react(baseURL!, await anonymousPerson(baseURL!), entry.entryId, 'strength');

  await page.goto('/community');
  await expect(page.getByRole('tab')).toHaveCount(3);
  const panel = await openTab(page, /Trending/);
  for (const label of ['Stories shared today', 'Total community support', 'Active writers today']) {
    await expect(panel.getByText(label)).toBeVisible();
  }
  await expect(panel.getByText('Most Supported Stories (Last 7 Days)')).toBeVisible();
  const ranking = panel.getByRole('region', { name: 'Most Supported Stories (Last 7 Days)' }).getByRole('list').first();
  await expect(ranking.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(ranking.getByRole('listitem').first()).toContainText('1');
});

test('Community: JOIN CHALLENGE carries the weekly challenge to Write', async ({ page }) => {
  await page.goto('/community');
  const panel = await openTab(page, /Themes/);
  await expect(panel.getByText(challenge)).toBeVisible();
  await expect(panel.getByText(/12 stories/)).toBeVisible();
  await expect(panel.getByText(/48 reactions/)).toBeVisible();
  await panel.getByRole('button', { name: /JOIN CHALLENGE/i }).click();
  await expect(page).toHaveURL(/\/prompt$/);
  await expect(page.getByText(challenge)).toBeVisible();
  await expect(write.text(page)).toBeVisible();
});

test('Community: a category button filters the stories and Clear Filter clears it', async ({ page, baseURL }) => {
  const writer = await anonymousPerson(baseURL!);
  const text = marker('Work has been so stressful this week, my manager keeps adding deadlines');
  await createEntry(baseURL!, writer, { text, mood: 'angry' });

  await page.goto('/community');
  const panel = await openTab(page, /Themes/);
  // Category buttons carry a story count ("Work 3 stories"); take the first one by its name.
  const themes = panel.getByRole('region', { name: 'Explore by theme' });
  const first = themes.getByRole('list').first().getByRole('button').first();
  await expect(first).toBeVisible();
  const name = (await first.innerText()).replace(/\s+/g, ' ').trim();
  const label = name.replace(/\s*\d+.*$/, '');
  const category = themes.getByRole('button', { name: new RegExp(`^${label}\\b`) });
  await expect(category).toHaveAttribute('aria-pressed', 'false');
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  const clear = panel.getByRole('button', { name: 'Clear Filter' });
  await expect(clear).toBeVisible();
  await expect(themes.getByRole('heading', { name: `Stories about ${label.toLowerCase()}` })).toBeVisible();
  await expect(themes.getByRole('article').first()).toBeVisible();
  await clear.click();
  await expect(clear).toHaveCount(0);
  await expect(category).toHaveAttribute('aria-pressed', 'false');
});

test('Community: Community Stats shows every section and counts a new public entry', async ({ page, baseURL }) => {
  await page.goto('/community');
  await identityReady(page);
  let panel = await openTab(page, /Community Stats/);
  for (const label of [
    'Community Size',
    'Public Stories',
    'Total Reactions',
    'Active Today',
    'Recent Activity',
    'Stories (24h)',
    'Avg Reactions',
    'Popular Moods',
  ]) {
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  }
  const before = await statValue(panel, 'Public Stories');
  const before24h = await statValue(panel, 'Stories (24h)');

  await createEntry(baseURL!, await anonymousPerson(baseURL!), {
    text: marker('A new story for the stats'),
    mood: 'happy',
  });
  await page.reload();
  panel = await openTab(page, /Community Stats/);
  await expect.poll(() => statValue(panel, 'Public Stories')).toBe(before + 1);
  await expect.poll(() => statValue(panel, 'Stories (24h)')).toBe(before24h + 1);
});
