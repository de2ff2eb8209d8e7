import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { launchStack, type RunningStack } from './stack.ts';

/** A console error that is part of a journey's expected story (e.g. a refused login). */
interface AllowedError {
  text: RegExp;
  url?: RegExp;
}

/**
 * Nothing is allowed by default but the deliberate 404 below: the SPA does not even ask
 * GET /api/user for an anonymous session, so no 401 is logged. A journey whose story includes a refused request (a wrong
 * password, a taken username) allows exactly that one with `consoleGuard.allow`.
 */
const alwaysAllowed: AllowedError[] = [
  // Unknown addresses answer HTTP 404 (with the app's 404 page), which Chromium reports on the
  // console; the journeys that open one on purpose use these addresses.
  { text: /the server responded with a status of 404/, url: /\/no-such-[\w/-]*$/ },
];

interface ConsoleGuard {
  /** Starts failing the test on this context's uncaught errors and console errors. */
  watch(context: BrowserContext): void;
  /** Lets this test's journey produce console errors matching `text` (and the resource `url`). */
  allow(text: RegExp, url?: RegExp): void;
}

interface TestFixtures {
  consoleGuard: ConsoleGuard;
  /** Another person: a fresh browser context (own anonymous identity) with console hygiene. */
  newPerson: (options?: BrowserContextOptions) => Promise<Page>;
}

interface WorkerFixtures {
  stack: RunningStack;
}

function describe(message: ConsoleMessage): string {
  const location = message.location();
  return `${message.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ''}`;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    async ({}, use) => {
      const stack = await launchStack();
      await use(stack);
      await stack.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },

  consoleGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed = [...alwaysAllowed];
      const isAllowed = (message: ConsoleMessage) =>
        allowed.some((rule) => rule.text.test(message.text()) && (!rule.url || rule.url.test(message.location().url)));
      const watched = new Set<BrowserContext>();
      const guard: ConsoleGuard = {
        watch(target) {
          if (watched.has(target)) return;
          watched.add(target);
          target.on('console', (message) => {
            if (message.type() === 'error' && !isAllowed(message)) problems.push(`console error: ${describe(message)}`);
          });
          target.on('weberror', (webError) => {
            problems.push(`uncaught error: ${webError.error().stack ?? webError.error().message}`);
          });
        },
        allow(text, url) {
          allowed.push({ text, url });
        },
      };
      guard.watch(context);
      await use(guard);
      expect(problems, 'no uncaught errors or console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],

  newPerson: async ({ browser, baseURL, consoleGuard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options?: BrowserContextOptions) => {
      const context = await (browser as Browser).newContext({
        baseURL,
        viewport: { width: 1280, height: 800 },
        serviceWorkers: 'block',
        ...options,
      });
      contexts.push(context);
      consoleGuard.watch(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/**
 * Waits until the SPA has an identity for this visitor: the anonymous (or signed-in) session
 * exists and the spec's `hearth_user` label is in local storage.
 */
/**
 * Waits until the app has replaced the page's prerendered first screen (src/app/prerender.tsx), whose
 * controls are disabled and whose elements all leave the DOM when the app draws the page.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Open menu/, includeHidden: true })).toBeEnabled();
}

export async function identityReady(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('hearth_user')), {
      message: 'the visitor has a hearth_user label',
      // An anonymous sign-in signs a token and writes a user: on a loaded machine (two browsers, the
      // stack and the build sharing two cores) it has taken over the default 10 s. A wait, not a target.
      timeout: 30_000,
    })
    .toMatch(/^user_/);
  return (await page.evaluate(() => window.localStorage.getItem('hearth_user'))) ?? '';
}

/** The Supabase session supabase-js keeps in local storage (its key is `sb-<ref>-auth-token`). */
export async function sessionOf(page: Page): Promise<{ accessToken: string; userId: string; userCookie: string }> {
  const session = await page.evaluate(() => {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i) ?? '';
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) return window.localStorage.getItem(key);
    }
    return null;
  });
  if (!session) throw new Error('no supabase session in local storage');
  const parsed = JSON.parse(session) as { access_token: string; user: { id: string } };
  return { accessToken: parsed.access_token, userId: parsed.user.id, userCookie: `user_${parsed.user.id}` };
}

/** No element is wider than the viewport: the page does not scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'the page does not overflow horizontally',
    })
    .toBeLessThanOrEqual(0);
}
