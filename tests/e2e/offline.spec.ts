import type { Page } from '@playwright/test';
import { marker } from './support/api.ts';
import { chooseMood, entryCard, expectToast, write } from './support/app.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

/** Waits until the service worker (registered after the first load) is active: the app is copied. */
async function offlineCopyReady(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), {
      timeout: 30_000,
    })
    .toBe(true);
}

// These journeys are about the service worker, which the others run without (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Offline, the API reads that fail are expected on the console; the pages themselves must work.
const OFFLINE_NOISE =
  /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Could not start a session|Failed to fetch/;

test.describe.configure({ timeout: 120_000 });

test('installable and offline: the manifest names PNG icons, and with no connection the app and its crisis lines still open', async ({
  page,
  context,
  consoleGuard,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry) => entry.sizes === size && entry.type === 'image/png');
    expect(icon, `a ${size} PNG icon`).toBeDefined();
    expect((await page.request.get(icon!.src)).status()).toBe(200);
  }

  await page.goto('/');
  // The service worker is registered after the first load and has copied the app once it is active.
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), {
      timeout: 30_000,
    })
    .toBe(true);

  // Offline, the failed API reads are expected on the console; the pages themselves must open. Allowed before the
  // switch: a poll that fails as it happens is reported before setOffline resolves.
  consoleGuard.allow(OFFLINE_NOISE);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'A quiet place to write what you feel' })).toBeVisible();
  // A page never opened before comes from the offline shell, with the crisis lines in reach.
  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const help = page.getByRole('region', { name: 'Need help right now?' });
  await expect(help.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(help.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  await context.setOffline(false);
});

test('offline writing: an entry written offline is kept through a reload and arrives exactly once when the connection returns', async ({
  page,
  context,
  consoleGuard,
}) => {
  const text = marker('Written on the night bus on the way home from a good evening with friends');
  await page.goto('/prompt');
  await identityReady(page);
  await offlineCopyReady(page);
  // Opened once under the service worker, /prompt is kept for an offline reload.
  await page.reload();
  await expect(write.submit(page)).toBeVisible();

  consoleGuard.allow(OFFLINE_NOISE); // before the switch, as above
  await context.setOffline(true);
  await chooseMood(page, 'happy');
  await write.text(page).fill(text);
  await write.share(page).check();
  await write.submit(page).click();
  await expectToast(page, 'Saved on this device', "It will be sent when you're back online.");
  const waiting = page
    .getByRole('status')
    .filter({ hasText: /saved on this device and will be sent when you're back online/ });
  await expect(waiting).toBeVisible();
  await expect(write.text(page)).toHaveValue('');

  await page.reload();
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 20_000 });
  // A second tab coming online, and another reload, send nothing more.
  await page.reload();
  await expect(write.submit(page)).toBeVisible();
  await page.goto('/feed');
  await expect(entryCard(page, text)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('hearth_outbox'))).toBeNull();
});
