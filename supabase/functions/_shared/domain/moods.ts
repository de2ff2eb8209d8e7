// The six moods (spec §3 "Mood set"), in one place for the database, the API, the reflection engine
// and the web app. Runtime-neutral: no Node, no DOM. The `moods` table of the baseline migration
// holds the same rows (a test checks they are equal); entries store the key.
// The key is the data; the emoji and the label are for display and are never stored or compared as data.

export type MoodKey = 'sad' | 'angry' | 'confused' | 'pleading' | 'upside-down' | 'happy';

export interface Mood {
  /** What is stored (entries.mood) and sent between parts. */
  key: MoodKey;
  /** What the /api wire format carries as moodTag, and what people see. */
  emoji: string;
  /** What the mood means, shown beside the emoji. */
  label: string;
  /** Order in pickers and filters, from 1. */
  position: number;
}

export const MOODS: readonly Mood[] = [
  { key: 'sad', emoji: '😔', label: 'Reflective', position: 1 },
  { key: 'angry', emoji: '😡', label: 'Frustrated', position: 2 },
  { key: 'confused', emoji: '😶‍🌫️', label: 'Uncertain', position: 3 },
  { key: 'pleading', emoji: '🥺', label: 'Seeking', position: 4 },
  { key: 'upside-down', emoji: '🙃', label: 'Transforming', position: 5 },
  { key: 'happy', emoji: '😊', label: 'Joyful', position: 6 },
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
