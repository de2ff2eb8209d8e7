import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage } from './api-client.ts';

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
    const body = JSON.stringify({ message: 'Invalid input', issues: [{ path: ['password'], message: 'Passwords have at least 8 characters.' }] });
    expect(serverMessage(new ApiError(400, body, 'Bad Request'))).toBe('Passwords have at least 8 characters.');
  });

  it('gives a plain-text body as it is', () => {
    expect(serverMessage(new ApiError(500, 'Something broke', 'Internal Server Error'))).toBe('Something broke');
  });

  it('gives the message of any other error', () => {
    expect(serverMessage(new Error('Network down'))).toBe('Network down');
  });
});
