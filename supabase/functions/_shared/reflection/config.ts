// Provider settings from the environment. No key → no provider: the built-in engine answers.

import type { ProviderConfig } from './types.ts';

export const DEFAULT_MODEL = 'gpt-4o-mini';

export function reflectionConfigFromEnv(env: Record<string, string | undefined>): ProviderConfig | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  const flag = env.OPENAI_MODERATION?.trim().toLowerCase();
  return {
    apiKey,
    baseURL,
    model: env.OPENAI_MODEL?.trim() || DEFAULT_MODEL,
    // Compatible servers (Ollama, vLLM) rarely offer /moderations; OpenAI itself does.
    moderation: flag ? flag === '1' || flag === 'true' : !baseURL || isOpenAI(baseURL),
  };
}

function isOpenAI(baseURL: string): boolean {
  try {
    return /(^|\.)openai\.com$/.test(new URL(baseURL).hostname);
  } catch {
    // A malformed URL fails at request time and falls back to the built-in engine; config itself never throws.
    return false;
  }
}
