import type { Page } from '@playwright/test';

export interface FirstLoad {
  /** Bytes of JavaScript that crossed the wire: compressed bodies plus response headers. */
  transferred: number;
  /** The same files' bytes once decompressed. */
  decoded: number;
  files: { url: string; transferred: number }[];
}

/**
 * Opens `url` in `page` (a fresh context: nothing cached) and counts every script response until the
 * network has been idle for 500 ms, from Chromium's own accounting (DevTools protocol), so what
 * a service worker or the HTTP cache serves is counted as the browser counts it.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const files: FirstLoad['files'] = [];
  let decoded = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || /javascript/.test(event.response.mimeType))
      scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (scripts.has(event.requestId)) decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const scriptUrl = scripts.get(event.requestId);
    if (scriptUrl) files.push({ url: scriptUrl, transferred: event.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return { transferred: files.reduce((sum, file) => sum + file.transferred, 0), decoded, files };
}
