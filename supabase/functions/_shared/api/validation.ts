// Every input is parsed by zod at the boundary; handlers read only c.req.valid(...).
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { ValidationError } from './errors.ts';

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationError(result.error.issues);
  });

/** Mood set of spec §3: key → emoji. The DB stores the emoji. */
export const MOODS = {
  sad: '😔',
  angry: '😡',
  confused: '😶‍🌫️',
  pleading: '🥺',
  'upside-down': '🙃',
  happy: '😊',
} as const;

// Maps, not objects: a plain lookup would find 'constructor' on the prototype.
const MOOD_BY_NAME = new Map<string, string>([
  ...Object.entries(MOODS),
  ...Object.values(MOODS).map((emoji) => [emoji, emoji] as [string, string]),
  // The spec's text lost the zero-width joiner in 😶‍🌫️; accept that spelling too.
  ['😶🌫️', MOODS.confused],
  ['😶🌫', MOODS.confused],
]);

export function moodEmoji(value: string): string | null {
  return MOOD_BY_NAME.get(value) ?? null;
}

const mood = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const emoji = moodEmoji(value.trim());
    if (!emoji) {
      ctx.addIssue({ code: 'custom', message: 'Unknown mood' });
      return z.NEVER;
    }
    return emoji;
  });

export const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid id');
const userCookie = z.string().max(64).optional();

/** Page sizes and offsets are clamped rather than refused: a client asking for 500 gets the maximum. */
const clampedInt = (fallback: number, min: number, max: number) =>
  z
    .string()
    .max(12)
    .optional()
    .transform((raw) => {
      const n = raw === undefined || raw === '' ? fallback : Number.parseInt(raw, 10);
      return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
    });

export const REACTION_TYPES = ['support', 'love', 'strength'] as const;

export const schemas = {
  idParam: z.object({ id: uuid }),
  entryIdParam: z.object({ entryId: uuid }),
  reactionsParam: z.object({ id: uuid, userCookie: z.string().max(64) }),
  categoryParam: z.object({ category: z.string().trim().min(1).max(50) }),
  userCookieQuery: z.object({ userCookie }),
  feedQuery: z.object({
    mood: z
      .string()
      .max(32)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '' || value === 'all') return null;
        const emoji = moodEmoji(value);
        if (!emoji) {
          ctx.addIssue({ code: 'custom', message: 'Unknown mood' });
          return z.NEVER;
        }
        return emoji;
      }),
    limit: clampedInt(20, 1, 50),
    offset: clampedInt(0, 0, 10_000),
  }),
  timelineQuery: z.object({ userCookie, limit: clampedInt(20, 1, 50), offset: clampedInt(0, 0, 10_000) }),
  trendingQuery: z.object({ limit: clampedInt(10, 1, 50) }),
  newEntry: z.object({
    moodTag: mood,
    journalText: z
      .string()
      .trim()
      .min(10, 'Please write at least 10 characters.')
      .max(1000, 'Entries are at most 1000 characters.'),
    promptUsed: z.string().trim().max(500).optional().default(''),
    visibility: z.enum(['public', 'private']).optional().default('private'),
    userCookie,
  }),
  reaction: z.object({ reactionType: z.enum(REACTION_TYPES), userCookie }),
  supportiveResponse: z.object({ response: z.string().trim().min(1).max(500), userCookie }),
  report: z.object({ reason: z.string().trim().min(1).max(500), userCookie }),
  login: z.object({
    username: z.string().trim().min(1).max(30),
    password: z.string().min(1).max(72),
  }),
  register: z.object({
    username: z
      .string()
      .trim()
      .min(3, 'Usernames have 3 to 30 characters.')
      .max(30, 'Usernames have 3 to 30 characters.')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Usernames use letters, digits, dot, dash and underscore.'),
    email: z.email().max(254),
    password: z.string().min(8, 'Passwords have at least 8 characters.').max(72),
  }),
};
