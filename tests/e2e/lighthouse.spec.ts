import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../../playwright.config.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Lighthouse (default config = mobile preset: Moto G Power emulation, simulated slow 4G and
 * 4x CPU) on the three entry routes, driving Debian's Chromium through chrome-launcher.
 * Runs in its own project after the journeys so the two cores are not shared while it measures.
 *
 * Accessibility, best practices, SEO and layout shift do not depend on how busy the machine is, so
 * they are asserted. The performance score is a timing (Lantern simulates the trace it observed):
 * on these shared 2-core machines it moves by ±5 points between runs of the same build, so, as the
 * handbook asks of every speed target, it is printed against its target (95) and never asserted.
 */
const routes = ['/', '/prompt', '/feed'];

test.describe.configure({ timeout: 300_000 });

test('Lighthouse mobile: accessibility 100, best practices 100, SEO ≥ 90 and no layout shift on /, /prompt and /feed; performance printed', async ({
  stack,
}) => {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  const failures: string[] = [];
  try {
    for (const route of routes) {
      const result = await lighthouse(`${stack.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      expect(result, `Lighthouse produced a report for ${route}`).toBeDefined();
      const { categories, audits } = result!.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const scores = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      };
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
      console.log(
        `[lighthouse] ${route}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
          `best practices ${scores.bestPractices}, SEO ${scores.seo}; LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}`,
      );
      const failing = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .filter((audit) =>
          ['accessibility', 'best-practices', 'seo'].some((id) =>
            categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          ),
        )
        .map((audit) => `${audit.id} (${audit.title})`);
      if (scores.performance < 95)
        console.log(`[lighthouse] ${route}: performance ${scores.performance} is below its target of 95`);
      if (!(cls < 0.1)) failures.push(`${route}: CLS ${cls.toFixed(3)} ≥ 0.1`);
      if (scores.accessibility < 100) failures.push(`${route}: accessibility ${scores.accessibility} < 100`);
      if (scores.bestPractices < 100) failures.push(`${route}: best practices ${scores.bestPractices} < 100`);
      if (scores.seo < 90) failures.push(`${route}: SEO ${scores.seo} < 90`);
      if (failing.length > 0) console.log(`[lighthouse] ${route} failing audits: ${failing.join('; ')}`);
      if (scores.performance < 95 || !(cls < 0.1)) {
        // What to fix: the LCP element and whatever moved.
        const items = (id: string) =>
          ((audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Record<string, unknown>[];
        const describeNode = (item: Record<string, unknown>) => {
          const node = (item.node ?? (item.items as Record<string, unknown>[] | undefined)?.[0]?.node) as
            { selector?: string; snippet?: string } | undefined;
          return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.slice(0, 160) : '';
        };
        const lcpElement = items('largest-contentful-paint-element').map(describeNode).filter(Boolean).join(' | ');
        const shifts = items('layout-shifts')
          .slice(0, 3)
          .map((item) => `${describeNode(item)} (${Number(item.score ?? 0).toFixed(3)})`)
          .join(' | ');
        console.log(`[lighthouse] ${route} LCP element: ${lcpElement || 'n/a'}; layout shifts: ${shifts || 'none'}`);
      }
    }
  } finally {
    chrome.kill();
  }
  expect(failures, 'every Lighthouse threshold is met').toEqual([]);
});
