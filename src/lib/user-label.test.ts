import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_LABEL_KEY } from './storage-keys.ts';
import { userLabelFor, writeUserLabel } from './user-label.ts';

const uid = '7d1c0b4e-1111-4222-8333-944445555666';

describe('the anonymous label', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is user_<uid> under hearth_user in local storage and the cookie jar', () => {
    expect(USER_LABEL_KEY).toBe('hearth_user');
    expect(userLabelFor('abc')).toBe('user_abc');
    writeUserLabel(uid);
    expect(localStorage.getItem('hearth_user')).toBe(`user_${uid}`);
    expect(document.cookie).toContain(`hearth_user=user_${uid}`);
  });

  it('sets the cookie for one year, site-wide, SameSite=Lax', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    writeUserLabel(uid);
    expect(set).toHaveBeenCalledWith(`hearth_user=user_${uid}; max-age=31536000; path=/; SameSite=Lax`);
  });
});
