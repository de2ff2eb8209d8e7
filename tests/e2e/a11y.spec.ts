import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signUp, uniqueUsername, write, writeEntry } from './support/app.ts';
import { anonymousPerson, createEntry, marker } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${what}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join(' | ')}`,
  );
  expect.soft(violations, `no WCAG 2.x A/AA violations on ${what}`).toEqual([]);
}

/** Opens `route` and waits until what a person would see there is on screen. */
async function visit(page: Page, route: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(route);
  await ready(page);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
};
const text = (value: string | RegExp) => async (page: Page) => {
  await expect(page.getByText(value).first()).toBeVisible();
};

const variants = [
  { name: 'light, desktop', colorScheme: 'light', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'dark, desktop', colorScheme: 'dark', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'light, mobile', colorScheme: 'light', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'dark, mobile', colorScheme: 'dark', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

for (const variant of variants) {
  test.describe(`Accessibility (${variant.name})`, () => {
    test.use({
      colorScheme: variant.colorScheme,
      viewport: variant.viewport,
      isMobile: variant.isMobile,
      hasTouch: variant.isMobile,
    });
    test.describe.configure({ timeout: 180_000 });

    test(`every route an anonymous visitor opens has no WCAG 2.x A/AA violations (${variant.name})`, async ({
      page,
      baseURL,
    }) => {
      await createEntry(baseURL!, await anonymousPerson(baseURL!), {
        text: marker('Someone else shared this small win today'),
        mood: 'happy',
      });

      // As an anonymous visitor.
      await visit(page, '/', heading(/.+/));
      await identityReady(page);
      // The app follows the system theme: the page really is dark (or light) in this variant.
      const luminance = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const context = canvas.getContext('2d')!;
        // The first painted background from the top of the tree down.
        const candidates = [
          document.documentElement,
          document.body,
          ...Array.from(document.body.querySelectorAll('div')).slice(0, 3),
        ];
        for (const element of candidates) {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = getComputedStyle(element).backgroundColor;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
          if (a! > 0) return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
        }
        return NaN;
      });
      if (variant.colorScheme === 'dark') expect(luminance, 'dark theme background').toBeLessThan(0.4);
      else expect(luminance, 'light theme background').toBeGreaterThan(0.6);
      await expectNoViolations(page, '/');
      await visit(page, '/prompt', async (p) => expect(write.submit(p)).toBeVisible());
      await expectNoViolations(page, '/prompt');
      await visit(page, '/feed', async (p) => expect(p.getByRole('article').first()).toBeVisible());
      await expectNoViolations(page, '/feed');
      await visit(page, '/community', async (p) => expect(p.getByRole('tab').first()).toBeVisible());
      for (const tab of ['Trending', 'Themes', 'Community Stats']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoViolations(page, `/community (${tab})`);
      }
      await visit(page, '/insights', async (p) => expect(p.getByRole('tab').first()).toBeVisible());
      for (const tab of ['Breathing', 'Tips', 'Articles', 'Support']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoViolations(page, `/insights (${tab})`);
      }
      await page.getByRole('tab', { name: 'Breathing' }).click();
      await page.getByRole('button', { name: /Start/ }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, '/insights (breathing dialog)');
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Articles' }).click();
      await page
        .getByRole('button', { name: /Read Full Article/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, '/insights (article dialog)');
      await page.keyboard.press('Escape');

      await visit(page, '/reflect', text('No reflection found'));
      await expectNoViolations(page, '/reflect (empty)');
      await visit(page, '/privacy-policy', heading(/Privacy/));
      await expectNoViolations(page, '/privacy-policy');
      await visit(page, '/terms-of-service', heading(/Terms/));
      await expectNoViolations(page, '/terms-of-service');
      await visit(page, '/settings', text('Who writes your reflections'));
      await expectNoViolations(page, '/settings (anonymous)');
      await visit(page, '/no-such-page', text('404 Page Not Found'));
      await expectNoViolations(page, '404');
      await visit(page, '/auth', async (p) => expect(p.getByRole('tab', { name: 'Login' })).toBeVisible());
      await expectNoViolations(page, '/auth (Login)');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expectNoViolations(page, '/auth (Sign Up)');
      if (variant.isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, 'mobile menu');
        await page.keyboard.press('Escape');
      }
    });

    // As a signed-in person: first with nothing written, then with an entry. A test of its own, so each
    // half of the tour runs beside another journey instead of one long tour near its time limit.
    test(`every signed-in route has no WCAG 2.x A/AA violations (${variant.name})`, async ({ page }) => {
      await signUp(page, uniqueUsername('axe'));
      await expect(page).toHaveURL(/\/$/);
      await visit(page, '/growth', text('Your Growth Journey Awaits'));
      await expectNoViolations(page, '/growth (empty)');
      await visit(page, '/timeline', text('Your journey begins here'));
      await expectNoViolations(page, '/timeline (empty)');
      await visit(page, '/messages', text('No supportive messages yet'));
      await expectNoViolations(page, '/messages (empty)');
      await writeEntry(page, {
        text: marker('Writing this to check the reflection screen is accessible'),
        mood: 'sad',
        visibility: 'public',
      });
      await expectNoViolations(page, '/reflect (entry)');
      await visit(page, '/timeline', heading('Your Journey'));
      await expectNoViolations(page, '/timeline');
      await visit(page, '/growth', heading('Growth Summary'));
      await expectNoViolations(page, '/growth');
      await visit(page, '/messages', heading('Your Messages'));
      await expectNoViolations(page, '/messages');
      await visit(page, '/settings', async (p) => expect(p.getByLabel('Your current password')).toBeVisible());
      await expectNoViolations(page, '/settings (registered)');
      await visit(page, '/timeline', heading('Your Journey'));
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Delete this entry?' })).toBeVisible();
      await expectNoViolations(page, '/timeline (delete dialog)');
      await page.getByRole('button', { name: 'Keep it' }).click();
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await expectNoViolations(page, '/timeline (editing an entry)');
    });
  });
}
