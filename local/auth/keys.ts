import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, calculateJwkThumbprint, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published at /.well-known/jwks.json. */
  publicJwk: JWK;
}

const KEY_FILE = 'auth-signing-key.json';

/**
 * The ES256 key that signs access tokens. Kept in DATA_DIR (mode 0600) so sessions survive a
 * restart; without a directory (in-memory tests) a fresh key per process is enough.
 */
export async function loadSigningKey(dataDir?: string): Promise<SigningKey> {
  const path = dataDir ? join(dataDir, KEY_FILE) : undefined;
  let privateJwk: JWK | undefined;
  if (path) {
    try {
      privateJwk = JSON.parse(await readFile(path, 'utf8')) as JWK;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (!privateJwk) {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(pair.privateKey);
    privateJwk = { ...jwk, alg: 'ES256', kid: await calculateJwkThumbprint(jwk) };
    if (path && dataDir) {
      await mkdir(dataDir, { recursive: true });
      // 'wx': two first starts racing must not overwrite each other's key.
      await writeFile(path, JSON.stringify(privateJwk), { mode: 0o600, flag: 'wx' });
    }
  }
  const { d: _private, ...publicPart } = privateJwk;
  const publicJwk: JWK = { ...publicPart, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  return {
    kid: privateJwk.kid!,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk,
  };
}
