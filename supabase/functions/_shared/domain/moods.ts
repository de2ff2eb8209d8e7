// The six moods (spec §3 "Mood set"), in one place for the database, the API, the reflection engine
// and the web app. Runtime-neutral: no Node, no DOM. The `moods` table of the baseline migration
// holds the same rows (tests/db/moods-table.test.ts checks they are equal); entries store the key.
// The key is the data; the emoji, the label and the fill are for display and are never stored or
// compared as data. A new mood (README, "A mood"): this file, a migration, moods.test.ts, and
// the engine's reading of it in reflection/lexicon.ts, which TypeScript asks for by MoodKey.

export type MoodKey = 'sad' | 'angry' | 'confused' | 'pleading' | 'upside-down' | 'happy';

export interface Mood {
  /** What is stored (entries.mood) and sent between parts. */
  key: MoodKey;
  /** What the /api wire format carries as moodTag, and what people see. */
  emoji: string;
  /** What the mood means, shown beside the emoji. */
  label: string;
  /** Its colour in the mood calendar: a mid-tone that reads on the light and the dark theme. */
  fill: string;
}

/** In the order of pickers and filters: the `moods` table's position is the index here, from 1. */
export const MOODS: readonly Mood[] = [
  { key: 'sad', emoji: '😔', label: 'Reflective', fill: '#3b82f6' },
  { key: 'angry', emoji: '😡', label: 'Frustrated', fill: '#ef4444' },
  { key: 'confused', emoji: '😶‍🌫️', label: 'Uncertain', fill: '#a8a29e' },
  { key: 'pleading', emoji: '🥺', label: 'Seeking', fill: '#8b5cf6' },
  { key: 'upside-down', emoji: '🙃', label: 'Transforming', fill: '#14b8a6' },
  { key: 'happy', emoji: '😊', label: 'Joyful', fill: '#f59e0b' },
];

/** The spec's answer for a mood nobody knows. */
export const UNCERTAIN: Mood = MOODS[2]!;

// Emoji arrive with or without the variation selector and the zero-width joiner (the spec itself
// prints 😶🌫️ without the joiner), so they are compared stripped of both.
const bare = (s: string) => s.replace(/[\uFE0F\u200D]/g, '');

// Maps, not objects: a plain lookup would find 'constructor' on the prototype.
const BY_NAME = new Map<string, Mood>([
  ...MOODS.map((m) => [m.key, m] as const),
  ...MOODS.map((m) => [bare(m.emoji), m] as const),
]);

/** The mood a key or an emoji (in any spelling) names; undefined for anything else. */
export function moodNamed(value: string): Mood | undefined {
  const trimmed = value.trim();
  return BY_NAME.get(trimmed) ?? BY_NAME.get(bare(trimmed));
}

/** The mood of a key, an emoji or a label, case-insensitively; anything else is Uncertain (spec). */
export function resolveMood(value: string | null | undefined): Mood {
  const trimmed = (value ?? '').trim();
  const lower = trimmed.toLowerCase();
  return moodNamed(lower) ?? moodNamed(trimmed) ?? MOODS.find((m) => m.label.toLowerCase() === lower) ?? UNCERTAIN;
}
