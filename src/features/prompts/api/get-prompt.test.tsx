import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_SLOT, slotDataId } from '../../../content/first-screens.ts';
import { usePrompt } from './get-prompt.ts';

function renderPrompt() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePrompt(), { wrapper });
}

function pagePrompt(json: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${slotDataId(PROMPT_SLOT)}">${json}</script>`,
  );
}

describe('usePrompt', () => {
  afterEach(() => {
    document.getElementById(slotDataId(PROMPT_SLOT))?.remove();
    vi.unstubAllGlobals();
  });

  it('shows the prompt the server painted with the page, takes it once, and asks nobody', () => {
    const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchSpy);
    pagePrompt('{"prompt":"What felt lighter today than yesterday?"}');
    const { result } = renderPrompt();
    expect(result.current.data).toEqual({ prompt: 'What felt lighter today than yesterday?' });
    expect(document.getElementById(slotDataId(PROMPT_SLOT))).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ignores a malformed block and asks the API instead', async () => {
    const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchSpy);
    pagePrompt('{"prompt": 42');
    const { result } = renderPrompt();
    expect(result.current.data).toBeUndefined();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  });
});
