// What the AI sees (issue 17 item 4): each person chooses who writes their reflections. `provider`
// sends the entry text (and nothing about the person) to the configured AI provider; `builtin` keeps
// every word inside Hearth; `off` writes no reflection at all. The safety check runs whatever they chose.
import { HTTPException } from 'hono/http-exception';
import { queryAsWriter, type Claims, type Database } from '../db.ts';
import { reflect, type ReflectInput, type ReflectResult } from '../reflection/index.ts';
import type { ReflectFn } from './deps.ts';
import type { LimitCheck } from './entry-limits.ts';
import { SESSION_ENDED } from './identity.ts';
import { SESSION_ENDED_STATE, type DeferredSessionCheck } from './sessions.ts';
import { safeReflect } from './reflecting.ts';

export const AI_REFLECTIONS = ['provider', 'builtin', 'off'] as const;
export type AiReflections = (typeof AI_REFLECTIONS)[number];

/** The default: the provider when one is configured, otherwise Hearth's built-in guide. */
export const defaultAiReflections = (providerModel: string | null): AiReflections =>
  providerModel ? 'provider' : 'builtin';

/**
 * The caller's choice, or the default when they never made one. A limit check (entry-limits.ts) is
 * asked first in the same statement, so a write's "may I?" and "how?" cost one round trip.
 */
export async function aiReflectionsOf(
  db: Database,
  claims: Claims,
  providerModel: string | null,
  check?: LimitCheck,
  session?: DeferredSessionCheck,
) {
  // The session check, when this statement makes it, is its FROM item: run before the select list, so
  // an ended session is refused (HR401) before the limits or the settings are read.
  const sql = `select ${check ? `${check.sql}, ` : ''}private.my_settings() as settings${session ? ` from ${session.from}` : ''}`;
  let rows: { settings: { ai_reflections: AiReflections | null } }[];
  try {
    rows = await queryAsWriter(db, claims, sql, check?.params ?? []);
  } catch (error) {
    if (session && (error as { code?: unknown }).code === SESSION_ENDED_STATE) {
      session.ended();
      throw new HTTPException(401, { message: SESSION_ENDED });
    }
    throw error;
  }
  session?.live();
  return rows[0]?.settings.ai_reflections ?? defaultAiReflections(providerModel);
}

export interface ChosenReflection {
  result: ReflectResult;
  /** Null when the writer turned reflections off. */
  reflection: string | null;
  /** `builtin`, the provider's model name, or null without a reflection. */
  reflectionBy: string | null;
}

/** The reflection as the writer chose it; `builtin` and `off` make no request to the provider. */
export async function reflectAsChosen(
  choice: AiReflections,
  configured: ReflectFn,
  providerModel: string | null,
  input: ReflectInput,
): Promise<ChosenReflection> {
  if (choice === 'provider') {
    const result = await safeReflect(configured, input);
    const reflectionBy = result.source === 'provider' ? (providerModel ?? 'provider') : 'builtin';
    return { result, reflection: result.reflection, reflectionBy };
  }
  // reflect() without provider options is the offline engine: the safety check, category and tags.
  const result = await reflect(input);
  return choice === 'off'
    ? { result, reflection: null, reflectionBy: null }
    : { result, reflection: result.reflection, reflectionBy: 'builtin' };
}
