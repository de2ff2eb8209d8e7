// Stand-in for the reflection seam (docs/contracts.md) until supabase/functions/_shared/reflection lands.
export interface ReflectInput {
  text: string;
  mood: string;
  prompt: string;
}
export interface Reflection {
  reflection: string;
  category: string;
  intensity: 'high' | 'medium' | 'low';
  tags: string[];
  safety: { level: 'crisis' | 'concern' | 'none'; reasons: string[] };
  source: 'builtin' | 'provider';
}

const CRISIS = /\b(kill myself|end my life|suicid\w*|want to die|self[- ]harm)\b/i;

export async function reflect(input: ReflectInput): Promise<Reflection> {
  const crisis = CRISIS.test(input.text);
  return {
    reflection: 'Thank you for writing this down. What would feel kind to yourself right now?',
    category: 'general',
    intensity: crisis ? 'high' : 'medium',
    tags: [],
    safety: crisis ? { level: 'crisis', reasons: ['crisis language'] } : { level: 'none', reasons: [] },
    source: 'builtin',
  };
}

export const redactForSharing = (text: string): string => text.replace(/\S+@\S+\.\S+/g, '[email]');

export const summarize = (entries: { text: string; mood: string; category?: string; createdAt: string }[]): string =>
  entries.length === 0 ? '' : `You have written ${entries.length} recent entries.`;
