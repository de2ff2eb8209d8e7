import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMPT_SLOT, slotDataId } from '../../../content/first-screens.ts';
import { api } from '../../../lib/api-client.ts';
import { promptKeys } from '../../../lib/query-keys.ts';

export const fetchPrompt = () => api('/prompt', { everyone: true });

/**
 * The prompt the local server already painted in /prompt's first screen (local/spa.ts), taken
 * once: "Generate new prompt" and later visits ask the API. None when the build prerenders the page.
 */
function takePromptFromPage(): { prompt: string } | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(slotDataId(PROMPT_SLOT));
  if (!element) return undefined;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as { prompt?: unknown };
    return typeof parsed.prompt === 'string' && parsed.prompt ? { prompt: parsed.prompt } : undefined;
  } catch {
    return undefined;
  }
}

export const promptQueryOptions = () =>
  // A prompt someone is reading stays put until they ask for another one.
  queryOptions({
    queryKey: promptKeys.today(),
    queryFn: fetchPrompt,
    staleTime: Infinity,
    initialData: takePromptFromPage,
  });

/** Today's prompt; `refetch()` is the "Generate new prompt" control. */
export function usePrompt() {
  return useQuery(promptQueryOptions());
}
