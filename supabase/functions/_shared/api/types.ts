import type { Claims } from '../db.ts';
import type { DeferredSessionCheck } from './sessions.ts';

export type ApiEnv = {
  Variables: {
    claims: Claims | null;
    token: string | null;
    /**
     * Set when this instance did not know whether the caller's session is live and the route checks it in
     * its first statement (identity.ts: checksSessionItself); unset otherwise (the session was checked).
     */
    sessionCheck?: DeferredSessionCheck;
  };
};
