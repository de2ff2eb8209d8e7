import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../db.ts';
import { toResponse } from './errors.ts';

const dbError = (code: string, message: string) => Object.assign(new Error(message), { code });

async function answer(err: unknown) {
  const app = new Hono();
  app.get('/', () => {
    throw err;
  });
  app.onError((e, c) => toResponse(e, c));
  const res = await app.request('/');
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { message: string },
  };
}

describe('error mapping', () => {
  it('maps the RPC SQLSTATEs of docs/contracts.md', async () => {
    expect(await answer(dbError('P0001', 'Entry is not public'))).toMatchObject({
      status: 400,
      body: { message: 'Entry is not public' },
    });
    expect((await answer(dbError('42501', 'permission denied for table entries'))).status).toBe(403);
    expect(await answer(dbError('P0002', 'Entry not found'))).toMatchObject({
      status: 404,
      body: { message: 'Entry not found' },
    });
    expect((await answer(dbError('23505', 'duplicate key'))).status).toBe(409);
    expect(await answer(dbError('HR429', 'Too many requests'))).toMatchObject({ status: 429, retryAfter: '60' });
    // The database's refusal names the wait until its window frees up.
    const limited = (hint: string) => Object.assign(dbError('HR429', 'Too many requests'), { hint });
    expect(await answer(limited('Retry after 1234 seconds.'))).toMatchObject({ status: 429, retryAfter: '1234' });
    expect(await answer(limited('Retry after 0 seconds.'))).toMatchObject({ status: 429, retryAfter: '1' });
    expect(await answer(limited('Retry after soon.'))).toMatchObject({ status: 429, retryAfter: '60' });
    // Any data exception is the input's fault, e.g. a NUL byte PostgreSQL cannot store.
    expect(await answer(dbError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))).toMatchObject({
      status: 400,
      body: { message: 'Invalid input' },
    });
  });

  it('never shows PostgreSQL internals, and answers 500 with a plain message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const forbidden = await answer(dbError('42501', 'permission denied for table entries'));
    expect(forbidden.body.message).toBe('Forbidden');
    const crash = await answer(dbError('XX000', 'secret internals: journal text here'));
    expect(crash).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    expect(String(log.mock.calls.at(-1))).not.toContain('journal text');
    log.mockRestore();
  });

  it('answers a database that cannot be reached with 503 and Retry-After, and logs one line per outage', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lost = new DatabaseUnavailableError(dbError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
    const first = await answer(lost);
    expect(first).toMatchObject({
      status: 503,
      retryAfter: '2',
      body: { message: expect.stringMatching(/unavailable/) },
    });
    expect(String(log.mock.calls.at(-1))).toContain('the database is unavailable (ECONNREFUSED)');
    await answer(lost);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
