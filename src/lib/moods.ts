// The six moods of spec §3. Entries store the emoji; older entries may carry a key.

export type MoodKey = 'sad' | 'angry' | 'confused' | 'pleading' | 'upside-down' | 'happy';

export interface Mood {
  key: MoodKey;
  emoji: string;
  meaning: string;
}

export const MOODS: readonly Mood[] = [
  { key: 'sad', emoji: '😔', meaning: 'Reflective' },
  { key: 'angry', emoji: '😡', meaning: 'Frustrated' },
  { key: 'confused', emoji: '😶‍🌫️', meaning: 'Uncertain' },
  { key: 'pleading', emoji: '🥺', meaning: 'Seeking' },
  { key: 'upside-down', emoji: '🙃', meaning: 'Transforming' },
  { key: 'happy', emoji: '😊', meaning: 'Joyful' },
];

const UNCERTAIN = MOODS[2]!;

// The spec's text lost the zero-width joiner in 😶‍🌫️; both spellings mean Uncertain.
const ALIASES: Record<string, Mood> = { '😶🌫️': UNCERTAIN, '😶🌫': UNCERTAIN };

/** Any stored mood (emoji, legacy key, or something unknown) → one of the six; unknown → Uncertain. */
export function moodFor(value: string | null | undefined): Mood {
  const trimmed = (value ?? '').trim();
  return MOODS.find((m) => m.emoji === trimmed || m.key === trimmed) ?? ALIASES[trimmed] ?? UNCERTAIN;
}
