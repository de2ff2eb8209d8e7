// The caller's own part of a public list (feed, trending, a category): their reaction and, on
// entries they wrote, their own words instead of the shared text. Public lists are read as the
// public sees them; this part is read as the caller, so row-level security keeps it theirs.
import { asCaller, queryAsCaller, type Claims, type Database, type Row } from '../db.ts';
import { personalise, type Personal } from './feed-cache.ts';
import { toEntry, type EntryDto } from './mapping.ts';

type PersonalRow = { id: string; my_reaction: EntryDto['myReaction']; journal_text: string | null } & Row;

const PERSONAL_SQL = 'select id, my_reaction, journal_text from public.feed_personal($1::uuid[])';
const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

const toPersonal = (rows: PersonalRow[]): Personal =>
  new Map(rows.map((r) => [String(r.id), { myReaction: r.my_reaction ?? null, journalText: r.journal_text ?? null }]));

/** The caller's part for these entry ids (at most 50: one page), read as the caller. */
export async function loadPersonal(db: Database, claims: Claims, ids: readonly string[]): Promise<Personal> {
  return toPersonal(await queryAsCaller<PersonalRow>(db, claims, PERSONAL_SQL, [idArray(ids)]));
}

/** A public list read in one transaction as the caller, with their own part merged in. */
export function listAsCaller(db: Database, claims: Claims | null, sql: string, params: unknown[]): Promise<EntryDto[]> {
  return asCaller(db, claims, async (q) => {
    const entries = (await q.query(sql, params)).map(toEntry);
    if (!claims || entries.length === 0) return entries;
    const rows = await q.query<PersonalRow>(PERSONAL_SQL, [idArray(entries.map((e) => e.entryId))]);
    return personalise(entries, toPersonal(rows));
  });
}
