// A public list's answer as bytes, serialised once per cached page, with where each entry's personal
// fields (journalText, myReaction) sit in them, so a caller's own part is spliced in without
// serialising the page again.
//
// Why bytes with slots (issue 15 item 8): profiling a cached read on the bench server (--cpu-prof)
// put about a tenth of a trending read in `c.json` (the whole page stringified per reader with
// reactions) and the largest share in writing the body to the socket, which encodes a string body
// to UTF-8 on every response. Bytes are encoded once; a reader's part is a few small pieces.
//
// The bytes are exactly `JSON.stringify({ entries })` (and, spliced, exactly that of the entries
// `personalise` returns): the tests compare them.
import type { EntryDto } from './mapping.ts';

/** What is the caller's own on a page, by entry id (feed-cache.ts keeps it per caller and page). */
export type Personal = ReadonlyMap<string, { myReaction: EntryDto['myReaction']; journalText: string | null }>;

/** Bytes a Response may take as its body (an ArrayBuffer's, not a SharedArrayBuffer's). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Start and end (in bytes) of one JSON value inside the body. */
type Span = readonly [start: number, end: number];

export interface PageBody {
  readonly bytes: Bytes;
  /** Per entry, in the order of the page: where its journalText and myReaction values are. */
  readonly slots: readonly { readonly text: Span; readonly reaction: Span }[];
}

const encoder = new TextEncoder();
const encodeJson = (value: unknown) => encoder.encode(JSON.stringify(value));

/** `{"entries":[…]}` as bytes, remembering the spans of each entry's personal values. */
export function serialiseEntries(entries: readonly EntryDto[]): PageBody {
  const chunks: Bytes[] = [];
  let offset = 0;
  let pending = '{"entries":[';
  const flush = () => {
    const chunk = encoder.encode(pending);
    chunks.push(chunk);
    offset += chunk.length;
    pending = '';
  };
  const value = (v: unknown): Span => {
    flush();
    const chunk = encodeJson(v);
    chunks.push(chunk);
    offset += chunk.length;
    return [offset - chunk.length, offset];
  };
  const slots = entries.map((entry, i) => {
    let text: Span = [0, 0];
    let reaction: Span = [0, 0];
    let first = true;
    pending += i === 0 ? '{' : ',{';
    for (const [key, v] of Object.entries(entry)) {
      // JSON.stringify leaves out undefined fields; so does this.
      if (v === undefined) continue;
      pending += `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      if (key === 'journalText') text = value(v);
      else if (key === 'myReaction') reaction = value(v);
      else pending += JSON.stringify(v);
    }
    pending += '}';
    return { text, reaction };
  });
  pending += ']}';
  flush();
  return { bytes: concat(chunks, offset), slots };
}

/** The page's bytes with the caller's own part in place: what `personalise` gives, serialised. */
export function spliceBody(page: PageBody & { readonly entries: readonly EntryDto[] }, personal: Personal): Bytes {
  const replacements: { span: Span; bytes: Bytes }[] = [];
  page.entries.forEach((entry, i) => {
    const mine = personal.get(entry.entryId);
    if (!mine) return;
    const { text, reaction } = page.slots[i]!;
    if (mine.journalText !== null) replacements.push({ span: text, bytes: encodeJson(mine.journalText) });
    replacements.push({ span: reaction, bytes: encodeJson(mine.myReaction) });
  });
  if (replacements.length === 0) return page.bytes;
  replacements.sort((a, b) => a.span[0] - b.span[0]);
  const chunks: Bytes[] = [];
  let at = 0;
  for (const { span, bytes } of replacements) {
    chunks.push(page.bytes.subarray(at, span[0]), bytes);
    at = span[1];
  }
  chunks.push(page.bytes.subarray(at));
  return concat(
    chunks,
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
}

function concat(chunks: readonly Bytes[], length: number): Bytes {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
