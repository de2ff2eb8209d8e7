// The six moods (spec: "Mood set"): emoji or legacy key in, one canonical mood out.

export type MoodKey = 'sad' | 'angry' | 'confused' | 'pleading' | 'upside-down' | 'happy';

export interface Mood {
  key: MoodKey;
  emoji: string;
  label: string;
}

export const MOODS: readonly Mood[] = [
  { key: 'sad', emoji: '😔', label: 'Reflective' },
  { key: 'angry', emoji: '😡', label: 'Frustrated' },
  { key: 'confused', emoji: '😶‍🌫️', label: 'Uncertain' },
  { key: 'pleading', emoji: '🥺', label: 'Seeking' },
  { key: 'upside-down', emoji: '🙃', label: 'Transforming' },
  { key: 'happy', emoji: '😊', label: 'Joyful' },
];

// Emoji arrive with or without the variation selector and zero-width joiner (the spec itself
// prints 😶🌫️ without the joiner), so compare them stripped.
const strip = (s: string) => s.replace(/[\uFE0F\u200D\s]/g, '');

/** An unknown mood maps to Uncertain (spec). */
export function resolveMood(mood: string | null | undefined): Mood {
  const raw = (mood ?? '').trim();
  const lower = raw.toLowerCase();
  const bare = strip(raw);
  return (
    MOODS.find((m) => m.key === lower || m.label.toLowerCase() === lower || strip(m.emoji) === bare) ??
    (MOODS[2] as Mood)
  );
}
