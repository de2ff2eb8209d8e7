import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseMood, entryCard, toasts, write, writeEntry } from './support/app.ts';
import { anonymousPerson, createEntry, marker } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

/** The crisis card and the concern line meet WCAG 2.2 AA like the rest of the reflection screen. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('A crisis entry: the crisis card with working call and text links comes first, and the entry stays out of the feed', async ({
  page,
  baseURL,
}) => {
  // Someone else's public entry, so the feed below has something to show.
  const other = marker('A gentle evening walk helped me breathe again');
  await createEntry(baseURL!, await anonymousPerson(baseURL!), { text: other, mood: 'happy' });

  await page.goto('/prompt');
  await identityReady(page);
  const text = marker('I cannot do this anymore and I want to end my life tonight');
  await chooseMood(page, 'sad');
  await write.text(page).fill(text);
  await write.share(page).check();
  await write.submit(page).click();
  await expect(page).toHaveURL(/\/reflect$/);

  const main = page.getByRole('main');
  const call = main.getByRole('link', { name: 'Call 988' });
  const text988 = main.getByRole('link', { name: 'Text 988' });
  const textHome = main.getByRole('link', { name: 'Text HOME to 741741' });
  await expect(call).toHaveAttribute('href', 'tel:988');
  await expect(text988).toHaveAttribute('href', /^sms:988/);
  await expect(textHome).toHaveAttribute('href', /^sms:741741/);
  await expect(main.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  // The lines are the API's (domain/crisis-lines.ts), the international directory among them.
  await expect(main.getByRole('link', { name: 'Find a crisis line in your country' })).toHaveAttribute(
    'href',
    /iasp\.info/,
  );
  // Nothing cheerful sits over the card.
  await expect(toasts(page).getByText('Entry submitted!')).toHaveCount(0);

  // "Comes first": the crisis card precedes the entry and its reflection in reading order.
  const entryText = main.getByText(text).first();
  await expect(entryText).toBeVisible();
  const callFirst = await call.evaluate(
    (link, other) => {
      const target = other as Element;
      return Boolean(link.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    await entryText.elementHandle(),
  );
  expect(callFirst, 'the crisis card comes before the entry').toBe(true);
  const reflection = main.getByRole('region', { name: "A reflection from Hearth's built-in guide" });
  await expect(reflection).toBeVisible();
  const beforeReflection = await call.evaluate(
    (link, other) => {
      return Boolean(link.compareDocumentPosition(other as Element) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    await reflection.elementHandle(),
  );
  expect(beforeReflection, 'the crisis card comes before the reflection').toBe(true);

  // Held from the feed even though it was shared.
  await page.goto('/feed');
  await expect(entryCard(page, other)).toBeVisible();
  await expect(entryCard(page, text)).toHaveCount(0);
});

test('Passive ideation gets the crisis card too, with no "Entry submitted!" toast over it', async ({ page }) => {
  await page.goto('/prompt');
  await identityReady(page);
  const text = marker("Honestly I hope I don't wake up tomorrow, I am so tired of existing");
  await writeEntry(page, { mood: 'happy', text });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'You don’t have to carry this alone' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(toasts(page).getByText('Entry submitted!')).toHaveCount(0);
  const reflection = main.getByRole('region', { name: "A reflection from Hearth's built-in guide" });
  await expect(reflection).not.toContainText(/joy|lovely|worth keeping|shines through|happy/i);
  await expectAccessible(page);
});

test('A concern shows the lines gently in one line, not the alarm card', async ({ page }) => {
  await page.goto('/prompt');
  await identityReady(page);
  const text = marker("What's the point of trying? I mess up everything I touch");
  await writeEntry(page, { mood: 'pleading', text });
  const main = page.getByRole('main');
  const reflection = main.getByRole('region', { name: "A reflection from Hearth's built-in guide" });
  await expect(reflection.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(reflection.getByRole('link', { name: 'find a crisis line in your country' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'You don’t have to carry this alone' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Call 911' })).toHaveCount(0);
  await expectAccessible(page);
});

test('The "In crisis?" line stays on Home once the app has loaded', async ({ page }) => {
  await page.goto('/');
  await identityReady(page);
  // The loaded app has replaced the static first screen: the headline is React's h1 now.
  await expect(page.getByRole('heading', { level: 1, name: 'A quiet place to write what you feel' })).toBeVisible();
  const line = page.getByRole('main').getByText(/^In crisis\? Call or text/);
  await expect(line).toBeVisible();
  await expect(line.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
  await expect(line.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
});
