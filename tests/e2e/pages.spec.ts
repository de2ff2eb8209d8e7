import { appStarted, expect, test } from './support/fixtures.ts';

test('Unknown routes show the 404 page', async ({ page }) => {
  await page.goto('/no-such-page/does-not-exist');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('Privacy policy: static text, what is stored, the AI provider, a back link and the contact address', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  await expect(page.getByText(/AI/).first()).toBeVisible();
  await expect(page.getByText(/delete/i).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /back|home/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('Terms of service: the mental health disclaimer with emergency numbers, a back link and the contact address', async ({
  page,
}) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(/mental health/i).first()).toBeVisible();
  for (const number of ['911', '988', '741741', '1-800-662-4357'])
    await expect(main.getByText(new RegExp(number)).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await main
    .getByRole('link', { name: /back|home/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('Footer: the spec links and crisis contacts; every route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/prompt', '/feed', '/insights', '/community', '/privacy-policy', '/terms-of-service']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  for (const contact of ['911', '741741', '988', '1-800-662-4357'])
    await expect(footer.getByText(new RegExp(contact)).first()).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);

  // From the bottom of a long page, a footer link lands at the top of the next one.
  await page.goto('/privacy-policy');
  await appStarted(page);
  await footer.getByRole('link', { name: 'Terms of Service' }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
