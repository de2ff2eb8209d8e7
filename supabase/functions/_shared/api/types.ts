import type { Claims } from '../db.ts';

export type ApiEnv = {
  Variables: {
    claims: Claims | null;
    token: string | null;
  };
};
