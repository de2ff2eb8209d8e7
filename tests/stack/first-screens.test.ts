// Issue 15 item 9: `vite build` writes each page's first screen, prerendered from the app's own
// components (scripts/vite-plugin-app-shells.ts, src/app/prerender.tsx), and the local server sends
// each page its own. Builds the real app into a temporary folder and serves that build.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_CRISIS_LINES, HOME_CRISIS_LINE } from '../../supabase/functions/_shared/domain/crisis-lines.ts';
import { startTestStack, type TestStack } from './harness.ts';

const root = resolve(import.meta.dirname, '../..');

// Each page's own opening words, as its component writes them; pages that wait on the visitor's
// sign-in open with that wait. /reflect shows the entry just written, so it has no shell of its own.
const OPENINGS: Record<string, RegExp> = {
  '/': /<h1[^>]*>A quiet place to write what you feel<\/h1>/,
  '/prompt': /<h1[^>]*>Write<\/h1>/,
  '/feed': /<h1[^>]*>Community Feed<\/h1>/,
  '/community': /<h1[^>]*>Community<\/h1>/,
  '/insights': /<h1[^>]*>Wellness Insights<\/h1>/,
  '/privacy-policy': /<h1[^>]*>Privacy Policy<\/h1>/,
  '/terms-of-service': /<h1[^>]*>Terms of Service<\/h1>/,
  '/settings': /<h1[^>]*>Your words and settings<\/h1>/,
  '/auth': />Checking your sign-in</,
  '/timeline': />Checking your sign-in</,
  '/growth': />Checking your sign-in</,
  '/messages': />Checking your sign-in</,
  '/moderation': />Checking your sign-in</,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const shellFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const opensWith = (html: string) => Object.keys(OPENINGS).filter((path) => OPENINGS[path]!.test(html));

describe('the first screens the build writes', () => {
  let dist: string;
  let t: TestStack;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'hearth-shells-'));
    await build({ root, logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
    t = await startTestStack('pglite', { distDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it("gives each page a file with its own opening, no other page's, and every crisis line", async () => {
    for (const [path, opening] of Object.entries(OPENINGS)) {
      const html = await readFile(join(dist, shellFile(path)), 'utf8');
      expect(html, path).toMatch(opening);
      // The sign-in wait is shared by the pages behind it; headings are each page's alone.
      if (opening.source.startsWith('<h1')) expect(opensWith(html), path).toEqual([path]);
      for (const line of FOOTER_CRISIS_LINES) expect(html, `${path}: ${line.name}`).toContain(`href="${line.href}"`);
      // Who opens the page is not known at build time: neither "Login" nor a name, an empty account area.
      expect(html, path).not.toMatch(/>Login<|>Logout</);
    }
    const home = await readFile(join(dist, 'index.html'), 'utf8');
    expect(home).toContain(`<a class="link" href="${HOME_CRISIS_LINE.lifeline.href}">`);
  });

  it('renders data as loading, with no data in the page and no script besides the app', async () => {
    const feed = await readFile(join(dist, 'feed/index.html'), 'utf8');
    expect(feed).toContain('Loading stories');
    expect(feed).not.toContain('<article');
    const write = await readFile(join(dist, 'prompt/index.html'), 'utf8');
    expect(write).toMatch(/data-slot="prompt"[^>]*>.*Loading a prompt.*?<\/p>/);
    for (const html of [feed, write]) {
      expect(html.match(/<script\b[^>]*>/g)).toEqual([
        expect.stringMatching(/^<script type="module" crossorigin src=/),
      ]);
    }
  });

  it('gives paths the app does not answer, and /reflect, the layout alone, still with the crisis lines', async () => {
    const bare = await readFile(join(dist, '404.html'), 'utf8');
    expect(opensWith(bare)).toEqual([]);
    // Nothing in <main> but React's empty Suspense marker, and no navigation link marked current.
    expect(bare).toMatch(/<main[^>]*>(<!--[^>]*-->)*<\/main>/);
    expect(bare).not.toContain('aria-current');
    for (const line of FOOTER_CRISIS_LINES) expect(bare).toContain(`href="${line.href}"`);
    const reflect = await fetch(`${t.stack.url}/reflect`);
    expect(reflect.status).toBe(200);
    expect(await reflect.text()).toBe(bare);
  });

  it("is what the local server sends: each page's own file, /prompt with a prompt in its slot", async () => {
    for (const path of ['/', '/feed', '/insights', '/timeline']) {
      const res = await fetch(`${t.stack.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(await readFile(join(dist, shellFile(path)), 'utf8'));
    }
    const write = await (await fetch(`${t.stack.url}/prompt`)).text();
    const { prompt } = JSON.parse(/id="hearth-slot-prompt">(.*?)<\/script>/.exec(write)![1]!) as { prompt: string };
    expect(write).toMatch(/<h1[^>]*>Write<\/h1>/);
    expect(write).toContain(`data-slot="prompt" class="text-xl font-medium leading-snug">${escapeHtml(prompt)}</p>`);
  });
});
