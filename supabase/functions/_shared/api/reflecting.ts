// An entry is never lost or blocked because the AI is slow or down (ARCHITECTURE §5):
// the configured reflect() gets a deadline, and any failure falls back to the offline built-in engine.
import type { ReflectFn } from './deps.ts';
import { reflect, type ReflectInput, type ReflectResult } from '../reflection/index.ts';

const DEADLINE_MS = 12_000;

export async function safeReflect(configured: ReflectFn, input: ReflectInput): Promise<ReflectResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reflection deadline passed')), DEADLINE_MS);
  });
  try {
    return await Promise.race([configured(input), deadline]);
  } catch (err) {
    // The name only: a provider's error text may echo the entry back.
    console.warn(`api: reflection failed (${(err as Error)?.name ?? 'unknown'}); using the built-in engine`);
    // Without provider options reflect() is the offline engine, which does not fail.
    return reflect(input);
  } finally {
    clearTimeout(timer);
  }
}
