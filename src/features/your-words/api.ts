// Your words, your control (issue 17): the SPA's side of export, edit, delete, search, on this day,
// settings and leaving for good. Every call goes through the one api client.
import { api, apiBase, ApiError } from '../../lib/api-client.ts';
import type { TimelineEntry } from '../../lib/api-types.ts';
import { ensureSession } from '../../lib/supabase.ts';
import { USER_LABEL_KEY } from '../../lib/storage-keys.ts';

export type AiReflections = 'provider' | 'builtin' | 'off';
export interface Settings {
  aiReflections: AiReflections;
  /** The configured provider's model, or null when Hearth has none. */
  providerModel: string | null;
}
export type ExportFormat = 'json' | 'markdown';
export interface SearchHit extends TimelineEntry {
  rank: number;
  /** The excerpt, HTML-escaped by the server, with the matches between <mark> and </mark>. */
  highlight: string;
}
export interface EntryEdit {
  journalText?: string;
  moodTag?: string;
  visibility?: 'public' | 'private';
}

export const getSettings = () => api('/settings');
export const saveSettings = (aiReflections: AiReflections) =>
  api('/settings', { method: 'PUT', body: { aiReflections } });

export const editEntry = async (entryId: string, edit: EntryEdit) =>
  (await api(`/entries/${entryId}`, { method: 'PATCH', body: edit })).entry;
export const deleteEntry = (entryId: string) => api(`/entries/${entryId}`, { method: 'DELETE' });

export const searchEntries = async (q: string, signal?: AbortSignal) =>
  (await api('/entries/search', { query: { q, limit: 20 }, signal })).entries;

/** Today in the writer's own calendar and time zone. */
export function onThisDay() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return api('/timeline/on-this-day', { query: { date, tz } });
}

/** GET /api/export as a file the browser saves (the token travels in a header, so not a plain link). */
export async function downloadJournal(format: ExportFormat): Promise<string> {
  const [base, session] = await Promise.all([apiBase(), ensureSession()]);
  const response = await fetch(`${base}/export?format=${format}`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `hearth-journal.${format === 'json' ? 'json' : 'md'}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

/**
 * DELETE /api/account, then forget this browser's session and label: the next page starts a fresh
 * anonymous session, as a first visit does.
 */
export async function deleteAccount(
  password: string | undefined,
  navigate = (url: string) => window.location.assign(url),
) {
  await api('/account', {
    method: 'DELETE',
    body: password ? { confirm: true, password } : { confirm: true },
  });
  // The session is gone on the server (asking it to sign out would only be refused): this browser's
  // copy of it (supabase-js keeps it as sb-<ref>-auth-token) and the label are all that is left to drop.
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) localStorage.removeItem(key);
    }
    localStorage.removeItem(USER_LABEL_KEY);
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; the session is gone either way.
  }
  document.cookie = `${USER_LABEL_KEY}=; max-age=0; path=/; SameSite=Lax`;
  navigate('/');
}

/** The server's excerpt as text parts, the matches flagged: rendered by React, never as HTML. */
export function highlightParts(highlight: string): { text: string; match: boolean }[] {
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return highlight
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: unescape(part.slice(6, -7)), match: true }
        : { text: unescape(part), match: false },
    );
}
