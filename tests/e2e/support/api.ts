/**
 * Talking to the real stack the way a browser would, for seeding: a real anonymous sign-in at
 * /auth/v1 and the real /api with its Bearer token. Nothing here bypasses auth or the database.
 */
import { MOODS, type Mood, type MoodKey } from '../../../supabase/functions/_shared/domain/moods.ts';

export const publishableKey = 'sb_publishable_local';

export interface Person {
  accessToken: string;
  userId: string;
  userCookie: string;
}

export type { MoodKey } from '../../../supabase/functions/_shared/domain/moods.ts';

/** The moods by key (the one list: supabase/functions/_shared/domain/moods.ts). */
export const moods = Object.fromEntries(MOODS.map((m) => [m.key, m])) as Record<MoodKey, Mood>;

async function json<T>(response: Response, what: string): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${body}`);
  return (body ? JSON.parse(body) : null) as T;
}

/** A new anonymous visitor, exactly as supabase-js's signInAnonymously() creates one. */
export async function anonymousPerson(baseURL: string): Promise<Person> {
  const response = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  const session = await json<{ access_token: string; user: { id: string } }>(response, 'anonymous sign-in');
  return { accessToken: session.access_token, userId: session.user.id, userCookie: `user_${session.user.id}` };
}

/** A new registered person (POST /api/register, as the Sign Up form does): established enough for a report to count. */
export async function registeredPerson(baseURL: string): Promise<Person & { username: string }> {
  const username = `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'a long enough password' }),
  });
  const { user, session } = await json<{ user: { id: string }; session: { access_token: string } }>(
    response,
    'register',
  );
  return { accessToken: session.access_token, userId: user.id, userCookie: `user_${user.id}`, username };
}

export interface SeedEntry {
  mood?: MoodKey;
  text: string;
  visibility?: 'public' | 'private';
  prompt?: string;
}

export interface CreatedEntry {
  entryId: string;
  journalText: string;
}

async function api<T>(baseURL: string, person: Person, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${person.accessToken}`,
      apikey: publishableKey,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return json<T>(response, `${method} ${path}`);
}

/** Writes an entry through POST /api/entries as `person`. */
export async function createEntry(baseURL: string, person: Person, entry: SeedEntry): Promise<CreatedEntry> {
  const mood = moods[entry.mood ?? 'happy'];
  const result = await api<{ entry: CreatedEntry }>(baseURL, person, 'POST', '/api/entries', {
    moodTag: mood.emoji,
    promptUsed: entry.prompt ?? 'What made you smile today?',
    journalText: entry.text,
    visibility: entry.visibility ?? 'public',
    userCookie: person.userCookie,
  });
  return result.entry;
}

export async function react(
  baseURL: string,
  person: Person,
  entryId: string,
  reactionType: 'support' | 'love' | 'strength',
): Promise<void> {
  await api(baseURL, person, 'POST', `/api/entries/${entryId}/reactions`, {
    userCookie: person.userCookie,
    reactionType,
  });
}

/** Reports an entry through POST /api/entries/:id/report with a reason from the list. */
export async function reportEntry(baseURL: string, person: Person, entryId: string, reason = 'spam'): Promise<void> {
  await api(baseURL, person, 'POST', `/api/entries/${entryId}/report`, { userCookie: person.userCookie, reason });
}

export async function communityStats(baseURL: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseURL}/api/community/stats`, { headers: { apikey: publishableKey } });
  return json(response, 'GET /api/community/stats');
}

/**
 * A short unique marker so a journey finds its own entry among everyone else's. Digits only: random letters
 * ("sfvrg8") made a short English line read as an unknown language now and then, and held it for review.
 */
export function marker(label: string): string {
  return `${label} ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/** Sends `person`'s first offered supportive response to a public entry (POST /api/entries/:id/supportive-response). */
export async function sendSupport(baseURL: string, person: Person, entryId: string): Promise<string> {
  const options = await api<string[] | { responses: string[] }>(
    baseURL,
    person,
    'GET',
    `/api/supportive-responses/${entryId}`,
  );
  const list = Array.isArray(options) ? options : options.responses;
  const response = list[0]!;
  await api(baseURL, person, 'POST', `/api/entries/${entryId}/supportive-response`, {
    response,
    userCookie: person.userCookie,
  });
  return response;
}
