// Every input is parsed by zod at the boundary; handlers read only c.req.valid(...).
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { moodNamed } from '../domain/moods.ts';
import { MIN_PASSWORD_CHARACTERS, PASSWORD_MESSAGES } from '../domain/passwords.ts';
import { REPORT_REASON_KEYS } from '../domain/report-reasons.ts';
import { normalizeUsername, usernameProblem } from '../domain/usernames.ts';
import { ValidationError } from './errors.ts';

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw new ValidationError(result.error.issues);
  });

/** A mood named by its key or its emoji (any spelling) → its key, which is what the database stores. */
const mood = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const named = moodNamed(value);
    if (!named) {
      ctx.addIssue({ code: 'custom', message: 'Unknown mood' });
      return z.NEVER;
    }
    return named.key;
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

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const REACTION_TYPES = ['support', 'love', 'strength'] as const;

export const schemas = {
  idParam: z.object({ id: uuid }),
  entryIdParam: z.object({ entryId: uuid }),
  moderationParam: z.object({ id: uuid, action: z.enum(['release', 'hide']) }),
  reactionsParam: z.object({ id: uuid, userCookie: z.string().max(64) }),
  categoryParam: z.object({ category: z.string().trim().min(1).max(50) }),
  userCookieQuery: z.object({ userCookie }),
  growthQuery: z.object({
    userCookie,
    // The writer's IANA time zone, so the mood calendar's days are theirs; anything else is UTC.
    timeZone: z
      .string()
      .max(64)
      .optional()
      .transform((zone) => (zone && isTimeZone(zone) ? zone : 'UTC')),
  }),
  feedQuery: z.object({
    mood: z
      .string()
      .max(32)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '' || value === 'all') return null;
        const named = moodNamed(value);
        if (!named) {
          ctx.addIssue({ code: 'custom', message: 'Unknown mood' });
          return z.NEVER;
        }
        return named.key;
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
    /** Chosen by the device when the entry was written (offline writing): a repeated send writes nothing new. */
    clientKey: z.uuid().optional(),
  }),
  entryEdit: z
    .object({
      moodTag: mood.optional(),
      journalText: z
        .string()
        .trim()
        .min(10, 'Please write at least 10 characters.')
        .max(1000, 'Entries are at most 1000 characters.')
        .optional(),
      visibility: z.enum(['public', 'private']).optional(),
      userCookie,
    })
    .strict()
    .refine((edit) => edit.moodTag !== undefined || edit.journalText !== undefined || edit.visibility !== undefined, {
      message: 'Change at least one of journalText, moodTag or visibility',
    }),
  searchQuery: z.object({
    q: z.string().max(2000, 'Searches are at most 2000 characters.').optional().default(''),
    limit: clampedInt(20, 1, 50),
    offset: clampedInt(0, 0, 10_000),
  }),
  onThisDayQuery: z.object({
    date: z.iso.date().optional(),
    // An IANA name (Europe/Paris) or UTC; PostgreSQL refuses one it does not know (400).
    tz: z
      .string()
      .max(64)
      .regex(/^[A-Za-z][A-Za-z0-9_+\-\/]*$/, 'Unknown time zone')
      .optional()
      .default('UTC'),
  }),
  exportQuery: z.object({ format: z.enum(['json', 'markdown']).optional().default('json') }),
  deleteAccount: z.object({
    confirm: z.literal(true, 'Please confirm that everything should be deleted.'),
    password: z.string().min(1).max(288).optional(),
  }),
  settings: z.object({ aiReflections: z.enum(['provider', 'builtin', 'off']) }).strict(),
  reaction: z.object({ reactionType: z.enum(REACTION_TYPES), userCookie }),
  supportiveResponse: z.object({ response: z.string().trim().min(1).max(500), userCookie }),
  report: z.object({ reason: z.enum(REPORT_REASON_KEYS, 'Choose one of the report reasons'), userCookie }),
  care: z.object({ careMessageId: z.number().int().positive().max(2_147_483_647) }),
  login: z.object({
    username: z.string().trim().min(1).max(30),
    password: z.string().min(1).max(72),
  }),
  register: z.object({
    username: z
      .string()
      .max(120)
      .transform((raw, ctx) => {
        const username = normalizeUsername(raw);
        const problem = usernameProblem(username);
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        return username;
      }),
    email: z.email().max(254),
    // The full password rule (common passwords, 72 bytes) runs in the route: it is asynchronous.
    password: z.string().min(MIN_PASSWORD_CHARACTERS, PASSWORD_MESSAGES.length).max(288),
  }),
};
