// Accounts: who am I, username login, registration (upgrading the anonymous user in place), logout.
import { Hono } from 'hono';
import { asCaller, asService, type Claims } from '../../db.ts';
import type { AuthUser, Session } from '../auth-server.ts';
import type { Deps } from '../deps.ts';
import { AuthServerError, fail } from '../errors.ts';
import { requireRegistered } from '../identity.ts';
import type { ApiEnv } from '../types.ts';
import { schemas, validate } from '../validation.ts';

const publicUser = (user: AuthUser, username: string) => ({ id: user.id, username, email: user.email ?? '' });

export function accountRoutes({ db, auth, feedCache }: Deps) {
  return new Hono<ApiEnv>()
    .get('/user', async (c) => {
      const claims = requireRegistered(c.get('claims'));
      const [row] = await asCaller(db, claims, (q) =>
        q.query<{ username: string | null }>('select username from public.profiles where id = (select auth.uid())'),
      );
      // "Registered" = not anonymous and a profile with a username (docs/contracts.md).
      if (!row?.username) fail(401, 'Not logged in');
      return c.json({ id: claims.sub, username: row!.username, email: claims.email ?? '' });
    })
    .post('/login', validate('json', schemas.login), async (c) => {
      const caller = c.get('claims');
      const { username, password } = c.req.valid('json');
      const [attempt] = await asCaller(db, caller, (q) =>
        q.query<{ allowed: boolean }>('select public.login_attempt($1) as allowed', [username]),
      );
      if (attempt?.allowed !== true) fail(429, 'Too many login attempts. Please wait a few minutes.');
      const [found] = await asService(db, (q) =>
        q.query<{ email: string | null }>('select public.email_for_username($1) as email', [username]),
      );
      // Unknown username and wrong password answer alike, so usernames cannot be probed here.
      if (!found?.email) fail(401, 'Invalid username or password');
      const session = await auth.passwordGrant(found!.email!, password);
      await mergeAnonymousCaller(caller, session);
      return c.json({ user: publicUser(session.user, String(session.user.user_metadata?.username ?? username)), session });
    })
    .post('/register', validate('json', schemas.register), async (c) => {
      const caller = c.get('claims');
      const { username, email, password } = c.req.valid('json');
      const usernameFree = async () => {
        const [free] = await asCaller(db, caller, (q) =>
          q.query<{ available: boolean }>('select public.username_available($1) as available', [username]),
        );
        return free?.available === true;
      };
      if (!(await usernameFree())) fail(409, 'Username is already taken');
      let signedUp: Session | { user: AuthUser; session: null } | undefined;
      try {
        if (caller?.is_anonymous === true) {
          // Upgrading in place keeps the anonymous user's id, so entries, reactions and messages stay theirs.
          await auth.updateUser(c.get('token')!, { email, password, data: { username } });
        } else {
          signedUp = await auth.signUp(email, password, username);
        }
      } catch (err) {
        // Two registrations with one username can both pass the check above; the unique index lets
        // one win and the Auth server answers the other with some failure (GoTrue: 500, "Database
        // error saving new user"; ours: 422). If the name is taken now, that was the reason.
        if (err instanceof AuthServerError && !(await usernameFree())) fail(409, 'Username is already taken');
        throw err;
      }
      let session: Session | null;
      let user: AuthUser;
      if (signedUp) {
        session = 'access_token' in signedUp ? signedUp : null;
        user = signedUp.user;
      } else {
        // PUT /user issues no new token; a fresh one drops is_anonymous from the claims.
        session = await auth.passwordGrant(email, password);
        user = session.user;
      }
      return c.json({ user: publicUser(user, username), session }, 201);
    });

  /** Logging in on a device that wrote anonymously brings that device's data into the account. */
  async function mergeAnonymousCaller(caller: Claims | null, session: Session): Promise<void> {
    if (caller?.is_anonymous !== true || caller.sub === session.user.id) return;
    await asService(db, (q) => q.query('select public.merge_anonymous_user($1,$2)', [caller.sub, session.user.id]));
    // Entries and reactions changed hands, and a reaction both had was dropped (the counts changed).
    feedCache.changedBy(caller.sub, session.user.id);
  }
}
