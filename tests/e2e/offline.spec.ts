import { expect, test } from './support/fixtures.ts';

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

  await context.setOffline(true);
  // Offline, the failed API reads are expected on the console; the pages themselves must open.
  consoleGuard.allow(
    /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Could not start a session|Failed to fetch/,
  );
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
