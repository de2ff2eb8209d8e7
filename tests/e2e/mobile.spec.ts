import { expect, expectNoHorizontalOverflow, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Mobile: the slide-out menu navigates and closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
});

test('Mobile: the bottom tab bar navigates', async ({ page }) => {
  await page.goto('/');
  const tabBar = page.getByRole('navigation', { name: 'Tabs' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(tabBar).toBeVisible();
  for (const [name, path] of [
    ['Write', '/prompt'],
    ['Feed', '/feed'],
    ['Community', '/community'],
    ['Home', '/'],
  ] as const) {
    await tabBar.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
  }
});

test('Mobile: nothing overflows horizontally on any public route', async ({ page }) => {
  for (const route of [
    '/',
    '/prompt',
    '/feed',
    '/community',
    '/insights',
    '/auth',
    '/reflect',
    '/privacy-policy',
    '/terms-of-service',
    '/no-such-page',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
});
