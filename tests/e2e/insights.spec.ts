import type { Locator, Page } from '@playwright/test';
import { articles } from '../../src/content/articles.ts';
import { breathingExercises } from '../../src/content/breathing.ts';
import { tips } from '../../src/content/tips.ts';
import { expect, test } from './support/fixtures.ts';

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel');
}

for (const exercise of breathingExercises) {
  test(`Insights: ${exercise.name} runs through its phases, wraps to Cycle 2, pauses, resets and stops`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/insights');
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 2_000);
    await expect(page.getByRole('tab')).toHaveCount(4);
    const panel = await openTab(page, 'Breathing');
    const card = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: exercise.name, exact: true }) });
    await expect(card.getByText(exercise.duration)).toBeVisible();
    await expect(card.getByText(exercise.instructions[1]!)).toBeVisible();
    await expect(card.getByText(exercise.benefits[0]!)).toBeVisible();
    await card.getByRole('button', { name: `Start ${exercise.name}` }).click();

    const dialog = page.getByRole('dialog', { name: new RegExp(exercise.name) });
    await expect(dialog).toBeVisible();
    // The phase is the live paragraph; the Pause button must not count as the "Pause" phase.
    const phase = (name: string) => dialog.getByRole('paragraph').filter({ hasText: new RegExp(`^${name}$`) });
    await expect(phase(exercise.phases[0]!.name)).toBeVisible();
    await expect(dialog.getByText('Cycle 1')).toBeVisible();

    // Every phase in order, one tick per second.
    for (const [index, step] of exercise.phases.entries()) {
      await expect(phase(step.name)).toBeVisible();
      await page.clock.runFor(step.seconds * 1000);
      const next = exercise.phases[index + 1];
      if (next) await expect(phase(next.name)).toBeVisible();
    }
    await expect(dialog.getByText('Cycle 2')).toBeVisible();
    await expect(phase(exercise.phases[0]!.name)).toBeVisible();

    // Pause holds the timer; resume continues.
    await page.clock.runFor(1000);
    await dialog.getByRole('button', { name: /Pause/ }).click();
    const shown = await dialog.innerText();
    await page.clock.runFor(exercise.phases[0]!.seconds * 1000 * 2);
    expect(await dialog.innerText()).toBe(shown);
    await dialog.getByRole('button', { name: /Resume/ }).click();
    // One second of the first phase had passed before the pause; the rest of it now runs out.
    await page.clock.runFor((exercise.phases[0]!.seconds - 1) * 1000);
    await expect(phase(exercise.phases[1]!.name)).toBeVisible();

    // Reset: timer, cycle and phase back to the start.
    await dialog.getByRole('button', { name: /Reset/ }).click();
    await expect(dialog.getByText('Cycle 1')).toBeVisible();
    await expect(phase(exercise.phases[0]!.name)).toBeVisible();

    await dialog.getByRole('button', { name: /Stop/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('Insights: six tips with categories and a link to write about it', async ({ page }) => {
  await page.goto('/insights');
  const panel = await openTab(page, 'Tips');
  for (const tip of tips) {
    await expect(panel.getByText(tip.title)).toBeVisible();
    await expect(panel.getByText(tip.category, { exact: true }).first()).toBeVisible();
  }
  expect(tips).toHaveLength(6);
  const reflect = panel.getByRole('link').filter({ hasText: /reflection/i });
  await expect(reflect).toHaveAttribute('href', '/reflect');
  await reflect.click();
  await expect(page).toHaveURL(/\/reflect$/);
});

test('Insights: three articles with previews; Read Full Article opens the whole article', async ({ page }) => {
  await page.goto('/insights');
  const panel = await openTab(page, 'Articles');
  for (const article of articles) {
    await expect(panel.getByText(article.title)).toBeVisible();
    await expect(panel.getByText(article.readTime).first()).toBeVisible();
  }
  await expect(panel.getByRole('button', { name: /Read Full Article/ })).toHaveCount(3);
  const last = articles[2]!;
  await panel
    .getByRole('button', { name: /Read Full Article/ })
    .nth(2)
    .click();
  const dialog = page.getByRole('dialog', { name: last.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(last.content.at(-1)!)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('Insights: support links and crisis resources', async ({ page }) => {
  await page.goto('/insights');
  const panel = await openTab(page, 'Support');
  for (const href of ['/community', '/growth', '/prompt', '/auth']) {
    await expect(panel.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(panel.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(panel.getByText(/988/).first()).toBeVisible();
  await expect(panel.getByText(/1-800-273-8255/).first()).toBeVisible();
  await expect(panel.getByText(/Crisis Text Line/).first()).toBeVisible();
  await expect(panel.locator('a[href^="https://www.iasp.info"]')).toBeVisible();
});
