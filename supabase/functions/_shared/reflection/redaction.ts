// What others see of a shared entry (and of a prompt that is not one of Hearth's own): everything that
// identifies a person replaced by a plain placeholder that keeps the sentence readable — "lunch with [name]",
// "my shift at [workplace]", "text me on [phone]". The writer keeps the original words.
//
// Recognisers run from the most certain to the least, and none takes what an earlier one took:
// e-mails and links, handles, addresses, phones, schools and workplaces (then cities beside them), names.
import { findAddresses } from './redaction/addresses.ts';
import { findHandles, findLinksAndEmails, findPhones } from './redaction/contacts.ts';
import { findPeople } from './redaction/people.ts';
import { findCitiesBesidePeople, findPlaces } from './redaction/places.ts';
import { KINDS, type Kind, type Span, Spans, casingOf, wordsOf } from './redaction/text.ts';

export type { Kind as RedactionKind } from './redaction/text.ts';

/** The placeholder for each kind of personal data: "[name]", "[workplace]", "[phone]"… */
export const placeholder = (kind: Kind): string => `[${kind}]`;

const PLACEHOLDER = new RegExp(String.raw`\[(?:${KINDS.join('|')})\]`);

/** Whether a text carries a placeholder, so that nobody quotes a half-hidden phrase back. */
export const containsRedaction = (text: string): boolean => PLACEHOLDER.test(text);

/**
 * The personal data of one text and where it is. Writing an entry needs it three times (its tags, its quote, the
 * shared copy), and the recognisers are a tenth of the server's CPU per entry (issue 15 item 8): it is found once
 * per entry and handed to each of them.
 */
export interface PersonalData {
  readonly text: string;
  /** In order, none overlapping. */
  readonly spans: readonly Span[];
}

/** Where each piece of personal data is in the text. */
export function findPersonalData(text: string): PersonalData {
  const spans = new Spans();
  findLinksAndEmails(text, spans);
  findHandles(text, spans);
  // Before phones: "4050-262 Porto" is a postcode, and a phone never follows a street.
  findAddresses(text, spans);
  findPhones(text, spans);
  const words = wordsOf(text);
  const casing = casingOf(words, text);
  findPlaces(words, casing, spans, text);
  findPeople(words, casing, spans, text);
  findCitiesBesidePeople(words, casing, spans);
  return { text, spans: [...spans.list].sort((a, b) => a.start - b.start) };
}

/** The text with every item of personal data blanked out: for words the engine shows others, such as tags. */
export function withoutPersonalData({ text, spans }: PersonalData): string {
  let out = text;
  for (const span of [...spans].reverse()) out = `${out.slice(0, span.start)} ${out.slice(span.end)}`;
  return out;
}

/** The text others may see of a public entry: of a text, or of one whose personal data was already found. */
export function redactForSharing(text: string | PersonalData): string {
  const { text: source, spans } = typeof text === 'object' && text !== null ? text : findPersonalData(text ?? '');
  let out = '';
  let at = 0;
  for (const span of spans) {
    const mark = placeholder(span.kind);
    const between = source.slice(at, span.start);
    // "[address], [address]" reads as one place: neighbours of one kind with only spaces or commas between merge.
    if (at > 0 && out.endsWith(mark) && /^[\s,]*$/.test(between)) {
      at = span.end;
      continue;
    }
    out += between + mark;
    at = span.end;
  }
  return out + source.slice(at);
}
