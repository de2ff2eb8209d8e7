import { signedUp, uniqueUsername } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

test('an unknown address answers HTTP 404 with the 404 page, and the app’s own pages 200', async ({ page }) => {
  const missing = await page.goto('/no-such-place');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toBeVisible();
  for (const path of ['/', '/feed', '/timeline']) expect((await page.goto(path))?.status(), path).toBe(200);
});

test('a signed-in person never sees "Login" on a full load', async ({ page }) => {
  const username = uniqueUsername('noflash');
  await signedUp(page, username);
  // From the first byte of each load, note every moment a Login control is in the page.
  await page.addInitScript(() => {
    const seen = { login: false };
    (window as unknown as { __loginSeen: typeof seen }).__loginSeen = seen;
    const look = () => {
      for (const element of document.querySelectorAll('a, button'))
        if (element.textContent?.trim() === 'Login') seen.login = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  for (const path of ['/', '/feed', '/timeline']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByText(username)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __loginSeen: { login: boolean } }).__loginSeen);
    expect(seen.login, `"Login" appeared while ${path} loaded`).toBe(false);
  }
});
