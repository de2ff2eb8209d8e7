// The reflection seam's shapes (docs/contracts.md, "Reflection seam").
import type { PersonalData } from './redaction.ts';

export const CATEGORIES = [
  'relationships',
  'family',
  'work and school',
  'health and body',
  'self-worth',
  'anxiety and stress',
  'grief and loss',
  'gratitude and joy',
  'growth and change',
  'creativity',
  'loneliness',
  'anger and conflict',
] as const;

export type Category = (typeof CATEGORIES)[number];
export type Intensity = 'high' | 'medium' | 'low';
export type SafetyLevel = 'crisis' | 'concern' | 'none';

export interface Safety {
  level: SafetyLevel;
  reasons: string[];
}

export interface ReflectInput {
  text: string;
  mood: string;
  prompt?: string | null;
  /**
   * The personal data of `text`, when the caller already found it (the API does, for the shared copy), so the
   * engine does not look again for its tags and quote. Never sent to the provider.
   */
  personalData?: PersonalData;
}

export interface ReflectResult {
  reflection: string;
  category: Category;
  intensity: Intensity;
  tags: string[];
  safety: Safety;
  source: 'builtin' | 'provider';
}

export interface ProviderConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Ask the provider's moderation endpoint for a second opinion on self-harm. */
  moderation: boolean;
}

export interface ReflectOptions {
  /** Absent or null: the built-in engine answers. */
  provider?: ProviderConfig | null;
  fetch?: typeof fetch;
  /** Per-attempt provider timeout; 12 s unless a test needs it shorter. */
  timeoutMs?: number;
  /** Delay before the single retry; jittered 250–750 ms unless given. */
  retryDelayMs?: number;
  /** Told why the built-in engine answered instead of the provider (a short code, never entry text). */
  onFallback?: (reason: string) => void;
}

export interface SummaryEntry {
  text: string;
  mood: string;
  category?: string | null;
  createdAt: string | Date;
}
