import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, serverMessage } from './api-client.ts';

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a read that is the same for everyone without starting a session or sending a token', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
      const body =
        String(input) === '/config.json'
          ? { supabaseUrl: window.location.origin, supabaseKey: 'k' }
          : { prompt: 'Hello' };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    await expect(api('/prompt', { everyone: true })).resolves.toEqual({ prompt: 'Hello' });
    expect(calls.map((call) => call.url)).toEqual(['/config.json', '/api/prompt']);
    expect(calls[1]!.headers).not.toHaveProperty('Authorization');
  });

  it('sends the path, the method and the body the route takes', async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method, body: init?.body });
      const body =
        String(input) === '/config.json'
          ? { supabaseUrl: window.location.origin, supabaseKey: 'k' }
          : { reported: true };
      return new Response(JSON.stringify(body), { status: 201 });
    });
    const answer = await api(`/entries/${encodeURIComponent('a/b c')}/report`, {
      method: 'POST',
      body: { reason: 'spam' },
      everyone: true,
    });
    expect(answer.reported).toBe(true);
    expect(calls.at(-1)).toEqual({ url: '/api/entries/a%2Fb%20c/report', method: 'POST', body: '{"reason":"spam"}' });
  });

  it('is typed by the Hono app: unknown routes, missing params and wrong bodies do not compile', () => {
    const never = () => {
      // @ts-expect-error: no such route
      void api('/entrys');
      // @ts-expect-error: an entry is not PUT
      void api(`/entries/${'x'}`, { method: 'PUT' });
      // @ts-expect-error: a report's reason is one of REPORT_REASONS
      void api(`/entries/${'x'}/report`, { method: 'POST', body: { reason: 'boring' } });
      // The most specific route answers: a reaction's DELETE gives counts, not { deleted }.
      const counts = () =>
        api(`/entries/${'x'}/reactions`, { method: 'DELETE', body: { reactionType: 'love' } }).then(
          (answer) => answer.loveCount,
        );
      void counts;
    };
    expect(never).toBeTypeOf('function');
  });
});

describe('ApiError', () => {
  it('reads "<status>: <response text>" (spec §8)', () => {
    const error = new ApiError(409, '{"message":"Username is already taken"}', 'Conflict');
    expect(error.message).toBe('409: {"message":"Username is already taken"}');
    expect(error.status).toBe(409);
  });

  it('falls back to the status text when the body is empty', () => {
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });
});

describe('serverMessage', () => {
  it('gives the message of a JSON error body', () => {
    expect(serverMessage(new ApiError(401, '{"message":"Invalid username or password"}', 'Unauthorized'))).toBe(
      'Invalid username or password',
    );
  });

  it('prefers the first validation issue, which names the broken rule', () => {
    const body = JSON.stringify({
      message: 'Invalid input',
      issues: [{ path: ['password'], message: 'Passwords have at least 8 characters.' }],
    });
    expect(serverMessage(new ApiError(400, body, 'Bad Request'))).toBe('Passwords have at least 8 characters.');
  });

  it('gives a plain-text body as it is', () => {
    expect(serverMessage(new ApiError(500, 'Something broke', 'Internal Server Error'))).toBe('Something broke');
  });

  it('gives the message of any other error', () => {
    expect(serverMessage(new Error('Network down'))).toBe('Network down');
  });
});
