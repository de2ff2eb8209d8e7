import type { Locator, Page } from '@playwright/test';
import { entryCard, reaction, write } from './support/app.ts';
import { anonymousPerson, createEntry, marker } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

/** Describes the focused element and whether it shows a visible focus indicator. */
async function focusState(page: Page): Promise<{ label: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { label: '<body>', visible: false };
    const rings = (target: Element) => {
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || ring;
    };
    // A visually hidden control (a radio drawn by its label) shows focus on what is drawn.
    const box = element.getBoundingClientRect();
    const drawn =
      box.width <= 2 || box.height <= 2
        ? [element.nextElementSibling, element.closest('label')].filter((e): e is Element => e !== null)
        : [element];
    const label = `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`;
    return { label, visible: element.matches(':focus-visible') && drawn.some(rings) };
  });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has focus; every element passed on the way must show its focus. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  for (let presses = 0; presses < 100; presses += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    expect(state.visible, `focus is visible on ${state.label}`).toBe(true);
    for (const candidate of await target.all()) {
      if (await isFocused(candidate)) return;
    }
  }
  throw new Error(`Tab never reached ${what}`);
}

test('Keyboard only: write and submit an entry, then react to one, with visible focus throughout', async ({
  page,
  baseURL,
}) => {
  const other = marker('Someone else wrote about a quiet, hopeful morning');
  await createEntry(baseURL!, await anonymousPerson(baseURL!), { text: other, mood: 'happy' });

  await page.goto('/prompt');
  await identityReady(page);
  await expect(write.submit(page)).toBeVisible();

  // The radio group is one tab stop; arrow keys choose within it.
  await tabTo(page, page.getByRole('radio'), 'the mood radio group');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  const onMood = await focusState(page);
  expect(onMood.visible, `focus is visible on the chosen mood ${onMood.label}`).toBe(true);

  await tabTo(page, write.text(page), 'the text area');
  const text = marker('Typed without a mouse: today I noticed the light through the window');
  await page.keyboard.type(text);
  await expect(write.text(page)).toHaveValue(text);

  await tabTo(page, write.share(page), 'the share switch');
  await page.keyboard.press('Space');
  await expect(write.share(page)).toBeChecked();

  await tabTo(page, write.submit(page), 'Submit for Reflection');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reflect$/);
  await expect(page.getByText(text).first()).toBeVisible();

  await page.goto('/feed');
  const card = entryCard(page, other);
  await expect(card).toBeVisible();
  const support = reaction(card, 'Support');
  await expect(support).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, support, 'the Support reaction on that entry');
  await page.keyboard.press('Enter');
  await expect(support).toHaveAttribute('aria-pressed', 'true');
  await expect(support).toContainText('1');
});
