// An entry is never lost or blocked because the AI is slow or down (ARCHITECTURE §5):
// the configured reflect() gets a deadline, and any failure falls back to the offline built-in engine.
import type { ReflectFn } from './deps.ts';
import { reflect as builtinReflect, type Reflection, type ReflectInput } from './reflection-standin.ts';

const DEADLINE_MS = 12_000;

export async function safeReflect(reflect: ReflectFn, input: ReflectInput): Promise<Reflection> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reflection deadline passed')), DEADLINE_MS);
  });
  try {
    return await Promise.race([reflect(input), deadline]);
  } catch (err) {
    console.warn(`api: reflection failed (${(err as Error)?.message ?? 'unknown'}); using the built-in engine`);
    return builtinReflect(input);
  } finally {
    clearTimeout(timer);
  }
}
