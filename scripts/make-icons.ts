// `npx tsx scripts/make-icons.ts`: draws the PNG app icons the manifest names (public/icon-*.png) from
// public/favicon.svg with the system Chromium, so the icons always match the favicon. Run it after
// changing the favicon and commit the PNGs; the build does not need Chromium.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const icons = [
    { file: 'public/icon-192.png', size: 192, padding: 0 },
    { file: 'public/icon-512.png', size: 512, padding: 0 },
    // Maskable: the mark inside the 80% safe zone on the accent colour, which the platform may crop to any shape.
    { file: 'public/icon-maskable-512.png', size: 512, padding: 0.1 },
  ];
  for (const { file, size, padding } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inset = Math.round(size * padding);
    await page.setContent(
      `<body style="margin:0;background:${padding ? '#b45309' : 'transparent'}">` +
        `<div style="position:absolute;inset:${inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: file, omitBackground: !padding });
    await page.close();
  }
} finally {
  await browser.close();
}
