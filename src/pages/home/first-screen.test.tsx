import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_CRISIS_LINE } from '../../../supabase/functions/_shared/domain/crisis-lines.ts';
import { communityKeys } from '../../lib/query-keys.ts';
import { renderWithProviders } from '../../test/render.tsx';
import HomePage from './home-page.tsx';

// index.html paints Home's opening before any script runs (src/boot.ts); React then replaces it.
// If the two drift apart, the page visibly changes under the reader and the static copy stops
// being the largest paint. This keeps them the same words with the same classes.
const html = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
const firstScreen = /<!--first-screen-->([\s\S]*)<!--\/first-screen-->/.exec(html)?.[1] ?? '';
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("index.html's first screen", () => {
  it("has Home's headline, tagline and calls to action, in the same classes", () => {
    renderWithProviders(<HomePage />, { seed: [[communityKeys.stats(), undefined]] });
    const staticCopy = new DOMParser().parseFromString(firstScreen, 'text/html').body;
    const heading = screen.getByRole('heading', { level: 1 });
    const tagline = heading.nextElementSibling!;
    const staticHeading = staticCopy.querySelector('p')!;
    const staticTagline = staticHeading.nextElementSibling!;
    expect(normalise(staticHeading.textContent!)).toBe(normalise(heading.textContent!));
    expect(staticHeading.className).toBe(heading.className);
    expect(normalise(staticTagline.textContent!)).toBe(normalise(tagline.textContent!));
    expect(staticTagline.className).toBe(tagline.className);
    for (const name of ['Start Writing', 'Join Community']) {
      const link = screen.getByRole('link', { name });
      const staticLink = [...staticCopy.querySelectorAll('a')].find((a) => a.textContent === name);
      expect(staticLink?.getAttribute('href')).toBe(link.getAttribute('href'));
      expect(staticLink?.className).toBe(link.className);
    }
  });

  it('has the "In crisis?" line of domain/crisis-lines.ts, and the loaded Home keeps it', () => {
    renderWithProviders(<HomePage />, { seed: [[communityKeys.stats(), undefined]] });
    const staticCopy = new DOMParser().parseFromString(firstScreen, 'text/html').body;
    const staticLine = [...staticCopy.querySelectorAll('p')].find((p) => p.textContent?.includes('In crisis?'));
    const line = screen.getByText((_, el) => el?.tagName === 'P' && /^In crisis\?/.test(el.textContent ?? ''));
    const expected = `${HOME_CRISIS_LINE.before} ${HOME_CRISIS_LINE.lifeline.text}${HOME_CRISIS_LINE.between} ${HOME_CRISIS_LINE.emergency.text}${HOME_CRISIS_LINE.after}`;
    expect(normalise(line.textContent!)).toBe(expected);
    expect(normalise(staticLine?.textContent ?? '')).toBe(expected);
    expect(staticLine?.className).toBe(line.className);
    const hrefs = (root: Element) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs(line)).toEqual([HOME_CRISIS_LINE.lifeline.href, HOME_CRISIS_LINE.emergency.href]);
    expect(hrefs(staticLine!)).toEqual(hrefs(line));
  });
});
