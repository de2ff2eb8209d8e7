import type { Page } from '@playwright/test';
import {
  chooseMood,
  entryCard,
  accountLink,
  accountMenuButton,
  inboxJoinedAfterNextLoad,
  messagesLink,
  reaction,
  sendSupportiveResponse,
  signedUp,
  uniqueUsername,
} from './support/app.ts';
import { anonymousPerson, createEntry, marker, moods, type MoodKey } from './support/api.ts';
import { expect, identityReady, test } from './support/fixtures.ts';

/** The feed's mood filter, a select labelled "Filter by mood": All Posts plus the six moods. */
async function filterBy(page: Page, name: 'All Posts' | MoodKey): Promise<void> {
  const label = name === 'All Posts' ? 'All Posts' : `${moods[name].emoji} ${moods[name].label}`;
  await page.getByLabel('Filter by mood').selectOption({ label });
}

test('Feed: the mood filter shows only that mood, All Posts shows everything again', async ({ page, baseURL }) => {
  const person = await anonymousPerson(baseURL!);
  const sad = marker('The rain kept me inside and thinking about home');
  const happy = marker('My sister called and we laughed for an hour');
  await createEntry(baseURL!, person, { text: sad, mood: 'sad' });
  await createEntry(baseURL!, person, { text: happy, mood: 'happy' });

  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Community Feed' })).toBeVisible();
  await expect(entryCard(page, sad)).toBeVisible();
  await expect(entryCard(page, happy)).toBeVisible();

  await filterBy(page, 'sad');
  await expect(entryCard(page, sad)).toBeVisible();
  await expect(entryCard(page, happy)).toHaveCount(0);

  await filterBy(page, 'upside-down');
  await expect(entryCard(page, sad)).toHaveCount(0);

  await filterBy(page, 'All Posts');
  await expect(entryCard(page, sad)).toBeVisible();
  await expect(entryCard(page, happy)).toBeVisible();
});

test('Feed: Load More Stories appears after a full page of 20 and brings the older ones', async ({ page, baseURL }) => {
  // Three writers: one person may share at most 10 entries an hour.
  const writers = [await anonymousPerson(baseURL!), await anonymousPerson(baseURL!), await anonymousPerson(baseURL!)];
  const oldest = marker('The very first of many small notes');
  await createEntry(baseURL!, writers[0]!, { text: oldest, mood: 'pleading' });
  for (let i = 0; i < 24; i += 1) {
    await createEntry(baseURL!, writers[i % 3]!, {
      text: marker(`Note number ${i + 2} about an ordinary day`),
      mood: 'confused',
    });
  }

  await page.goto('/feed');
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(entryCard(page, oldest)).toHaveCount(0);
  await page.getByRole('button', { name: 'Load More Stories' }).click();
  await expect(entryCard(page, oldest)).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(25);
});

test('Feed: Refresh brings in a story written since the page loaded', async ({ page, baseURL }) => {
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Community Feed' })).toBeVisible();
  await identityReady(page);
  const fresh = marker('Written while the feed was already open');
  await createEntry(baseURL!, await anonymousPerson(baseURL!), { text: fresh, mood: 'happy' });
  await expect(entryCard(page, fresh)).toHaveCount(0);
  await page.getByRole('button', { name: /Refresh/ }).click();
  await expect(entryCard(page, fresh)).toBeVisible();
});

test('Feed: a reaction is added, switched and removed, with the counts kept across reloads', async ({
  page,
  baseURL,
}) => {
  const text = marker('I finally asked for help at work and it went well');
  await createEntry(baseURL!, await anonymousPerson(baseURL!), { text, mood: 'upside-down' });

  await page.goto('/feed');
  await identityReady(page);
  const card = entryCard(page, text);
  const support = reaction(card, 'Support');
  const love = reaction(card, 'Love');
  await expect(support).toHaveAttribute('aria-pressed', 'false');
  await expect(support).toContainText('0');

  await support.click();
  await expect(support).toHaveAttribute('aria-pressed', 'true');
  await expect(support).toContainText('1');

  await page.reload();
  await expect(support).toHaveAttribute('aria-pressed', 'true');
  await expect(support).toContainText('1');

  await love.click();
  await expect(love).toHaveAttribute('aria-pressed', 'true');
  await expect(love).toContainText('1');
  await expect(support).toHaveAttribute('aria-pressed', 'false');
  await expect(support).toContainText('0');

  await page.reload();
  await expect(love).toHaveAttribute('aria-pressed', 'true');
  await expect(love).toContainText('1');
  await expect(support).toContainText('0');

  await love.click();
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  await expect(love).toContainText('0');
  await page.reload();
  await expect(love).toHaveAttribute('aria-pressed', 'false');
  await expect(love).toContainText('0');
});

test('Feed: another person sends a supportive response; the writer sees the badge rise live, reads it in Messages and the badge falls', async ({
  page,
  newPerson,
}) => {
  // The writer has an account, so Messages is in the navigation.
  await signedUp(page, uniqueUsername('writer'));
  await expect(await accountLink(page, 'Messages')).toBeVisible();

  const text = marker('Moving to a new city has been lonelier than I expected');
  await page.goto('/prompt');
  await chooseMood(page, 'pleading');
  await page.getByPlaceholder(/10-1000 characters/).fill(text);
  await page.getByRole('switch').check();
  await page.getByRole('button', { name: /Submit for Reflection/ }).click();
  await expect(page).toHaveURL(/\/reflect$/);
  await expect(accountMenuButton(page)).not.toHaveAccessibleName(/unread/);

  // The writer's unread count is polled every 30 s; note every poll so the test can tell the
  // live (Realtime) update from a poll.
  const polls: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/supportive-messages/unread-count')) polls.push(Date.now());
  });
  // …and wait until the writer's private inbox channel is joined (the server's phx_reply).
  const inboxJoined = inboxJoinedAfterNextLoad(page);
  await page.reload();
  await inboxJoined;
  await expect.poll(() => polls.length, { message: 'the writer fetched the unread count' }).toBeGreaterThan(0);

  // Another person, in their own browser, answers with one of the supportive responses.
  const other = await newPerson();
  await other.goto('/feed');
  await identityReady(other);
  const card = entryCard(other, text);
  await expect(card).toBeVisible();
  // Send well before the next poll is due (more than 15 s of the 30 s left), waiting one out if needed.
  if (Date.now() - polls.at(-1)! > 15_000) await page.waitForRequest(/unread-count/, { timeout: 35_000 });
  const pollsBeforeSend = polls.length;
  await sendSupportiveResponse(card);

  await expect(accountMenuButton(page)).toHaveAccessibleName(/, 1 unread supportive message$/);
  expect(polls.length, 'the badge rose through Realtime, before any poll').toBe(pollsBeforeSend);

  await expect(await accountLink(page, 'Messages')).toContainText('1');
  await messagesLink(page).click();
  await expect(page.getByRole('heading', { name: 'Your Messages' })).toBeVisible();
  await expect(page.getByText('Supportive messages from the community')).toBeVisible();
  await expect(page.getByText('1 new')).toBeVisible();
  const message = page.getByRole('list', { name: 'Supportive messages' }).getByRole('listitem');
  await expect(message).toHaveCount(1);
  await expect(message.getByText('Anonymous encouragement')).toBeVisible();
  // Unread: highlighted with a "New" badge and offered as a control that marks it read.
  const unread = message.getByRole('button', { name: /Select to mark as read/ });
  await expect(unread.getByText('New', { exact: true })).toBeVisible();
  await unread.click();
  await expect(message.getByRole('button')).toHaveCount(0);
  await expect(message.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByText('1 new')).toHaveCount(0);
  await expect(accountMenuButton(page)).not.toHaveAccessibleName(/unread/);
});

test('Feed: an anonymous writer who is sent a supportive response sees the count on Login, and after signing up reads it in Messages', async ({
  page,
  newPerson,
}) => {
  const text = marker('My week was busy and I am glad it is nearly the weekend');
  await page.goto('/prompt');
  await identityReady(page);
  await chooseMood(page, 'confused');
  await page.getByPlaceholder(/10-1000 characters/).fill(text);
  await page.getByRole('switch').check();
  await page.getByRole('button', { name: /Submit for Reflection/ }).click();
  await expect(page).toHaveURL(/\/reflect$/);

  const other = await newPerson();
  await other.goto('/feed');
  await identityReady(other);
  await sendSupportiveResponse(entryCard(other, text));

  // The anonymous count is polled (every 30 s, and on every page load).
  await page.reload();
  const login = page.getByRole('link', { name: 'Login, 1 unread supportive message: sign in to read' }).first();
  await expect(login).toBeVisible();
  await signedUp(page, uniqueUsername('quiet'));
  await expect(accountMenuButton(page)).toHaveAccessibleName(/, 1 unread supportive message$/);
  await (await accountLink(page, 'Messages')).click();
  await expect(page.getByRole('list', { name: 'Supportive messages' }).getByRole('listitem')).toHaveCount(1);
});
