// "Download my journal" (issue 17 item 1): everything that is the caller's, as one JSON object or a
// readable Markdown journal, streamed page by page so a large journal never sits in memory whole.
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { asCaller, type Claims, type Database, type Row } from '../../db.ts';
import { resolveMood } from '../../domain/moods.ts';
import type { Deps } from '../deps.ts';
import { requireUser } from '../identity.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

/** Entries per database round trip while streaming. */
const PAGE = 500;
export const EXPORT_FORMAT_VERSION = 1;

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** One entry of the export, in the documented shape (docs/contracts.md, "Export"). */
function exportedEntry(row: Row) {
  const mood = resolveMood(String(row.mood));
  return {
    entryId: String(row.id),
    timestamp: iso(row.created_at),
    moodTag: mood.emoji,
    mood: mood.label,
    promptUsed: (row.prompt_used as string | null) ?? '',
    journalText: String(row.journal_text),
    visibility: String(row.visibility),
    moderationStatus: String(row.moderation_status),
    aiReflection: (row.ai_reflection as string | null) ?? null,
    reflectionBy: (row.reflection_by as string | null) ?? null,
    category: (row.category as string | null) ?? null,
    emotionalIntensity: (row.emotional_intensity as string | null) ?? null,
    tags: (row.tags as string[] | null) ?? [],
    supportCount: Number(row.support_count ?? 0),
    loveCount: Number(row.love_count ?? 0),
    strengthCount: Number(row.strength_count ?? 0),
  };
}
type ExportedEntry = ReturnType<typeof exportedEntry>;

/** The caller's entries, newest first, a page at a time (keyset: each page is one short transaction). */
async function* entryPages(db: Database, claims: Claims): AsyncGenerator<ExportedEntry[]> {
  let after: { created_at: unknown; id: string } | null = null;
  for (;;) {
    const cursor: { created_at: unknown; id: string } | null = after;
    const rows: Row[] = await asCaller(db, claims, (q) =>
      cursor
        ? q.query(
            `select * from public.my_entries where (created_at, id) < ($1::timestamptz, $2::uuid)
              order by created_at desc, id desc limit ${PAGE}`,
            [cursor.created_at, cursor.id],
          )
        : q.query(`select * from public.my_entries order by created_at desc, id desc limit ${PAGE}`),
    );
    if (rows.length === 0) return;
    yield rows.map(exportedEntry);
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: String(last.id) };
  }
}

async function messagesAndReactions(db: Database, claims: Claims) {
  return asCaller(db, claims, async (q) => {
    const messages = await q.query(
      `select id, entry_id, message, is_read, created_at from public.supportive_messages
        where recipient_id = (select auth.uid()) order by created_at desc, id desc`,
    );
    const reactions = await q.query(
      `select entry_id, reaction_type, created_at from public.reactions
        where user_id = (select auth.uid()) order by created_at desc, entry_id desc`,
    );
    return {
      supportiveMessages: messages.map((m) => ({
        id: String(m.id),
        entryId: (m.entry_id as string | null) ?? null,
        message: String(m.message),
        isRead: m.is_read === true,
        timestamp: iso(m.created_at),
      })),
      // Entry ids only: the entries themselves are other people's.
      reactions: reactions.map((r) => ({
        entryId: String(r.entry_id),
        reactionType: String(r.reaction_type),
        timestamp: iso(r.created_at),
      })),
    };
  });
}

/** Lines of the writer's text that Markdown would read as a heading, quote, list or rule stay text. */
const markdownText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^(\s*)([#>*+\-=_|`~]|\d+[.)])/, '$1\\$2'))
    .join('  \n');

// One formatter for the whole file: building one per date was most of a large Markdown export's time.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const longDate = (timestamp: string) => LONG_DATE.format(new Date(timestamp));

function markdownEntry(e: ExportedEntry): string {
  const lines = [`## ${longDate(e.timestamp)} · ${e.moodTag} ${e.mood}`, ''];
  if (e.promptUsed) lines.push(`*Prompt:* ${markdownText(e.promptUsed)}`, '');
  lines.push(markdownText(e.journalText), '');
  if (e.aiReflection) {
    const by = e.reflectionBy === 'builtin' ? "Hearth's built-in guide" : (e.reflectionBy ?? 'the AI');
    lines.push(`> **A reflection from ${by}:** ${markdownText(e.aiReflection).replace(/ {2}\n/g, '  \n> ')}`, '');
  }
  const details = [`Visibility: ${e.visibility}`, `Status: ${e.moderationStatus}`];
  if (e.category) details.push(`Category: ${e.category}`);
  if (e.tags.length) details.push(`Tags: ${e.tags.join(', ')}`);
  lines.push(`<sub>${details.join(' · ')}</sub>`, '', '---', '');
  return lines.join('\n');
}

/** Mounted at /api/export. */
export function exportRoutes({ db }: Deps) {
  return new Hono<ApiEnv>().get('/', validate('query', schemas.exportQuery), async (c) => {
    const claims = requireUser(c.get('claims'));
    const { format } = c.req.valid('query');
    const exportedAt = new Date().toISOString();
    const filename = `hearth-journal-${exportedAt.slice(0, 10)}.${format === 'json' ? 'json' : 'md'}`;
    c.header('Content-Type', format === 'json' ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    return stream(
      c,
      async (out) => {
        if (format === 'json') {
          await out.write(
            `{"format":"hearth-journal","version":${EXPORT_FORMAT_VERSION},"exportedAt":${JSON.stringify(exportedAt)},"entries":[`,
          );
          let first = true;
          for await (const page of entryPages(db, claims)) {
            const text = page.map((e) => JSON.stringify(e)).join(',');
            await out.write(first ? text : `,${text}`);
            first = false;
          }
          const rest = await messagesAndReactions(db, claims);
          await out.write(
            `],"supportiveMessages":${JSON.stringify(rest.supportiveMessages)},"reactions":${JSON.stringify(rest.reactions)}}`,
          );
          return;
        }
        await out.write(
          `# My Hearth journal\n\nExported ${longDate(exportedAt)}. Newest first. Only you can read your own words here.\n\n`,
        );
        let count = 0;
        for await (const page of entryPages(db, claims)) {
          count += page.length;
          await out.write(page.map(markdownEntry).join('\n'));
        }
        if (count === 0) await out.write('*No entries yet.*\n\n');
        const rest = await messagesAndReactions(db, claims);
        await out.write('# Supportive messages you received\n\n');
        await out.write(
          rest.supportiveMessages.length
            ? rest.supportiveMessages.map((m) => `- ${longDate(m.timestamp)}: ${markdownText(m.message)}`).join('\n') +
                '\n\n'
            : '*None yet.*\n\n',
        );
        await out.write('# Reactions you gave\n\n');
        await out.write(
          rest.reactions.length
            ? rest.reactions
                .map((r) => `- ${r.reactionType} on entry ${r.entryId} (${longDate(r.timestamp)})`)
                .join('\n') + '\n'
            : '*None yet.*\n',
        );
      },
      async (err) => {
        // The status line has gone out; the download ends short. The name only: no journal text in logs.
        console.error(`api: export stopped (${err?.name ?? 'Error'})`);
      },
    );
  });
}
