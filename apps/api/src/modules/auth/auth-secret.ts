import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { serverSecrets } from '#api/db/schema/index.ts';

const SECRET_NAME = 'auth-code-key';

/**
 * The key SMS codes are hashed with. A 6-digit code has only a million values, so a plain hash
 * would be reversed at once from a copy of the database; keyed, it cannot be without the key.
 * AUTH_SECRET from the configuration wins; else one random key is made on first use and kept
 * in the database, so every process and every restart shares it.
 */
export function authSecretLoader(db: Db, configured: string | null): () => Promise<Buffer> {
  let loading: Promise<Buffer> | null = null;
  return () => {
    if (configured) return Promise.resolve(Buffer.from(configured));
    loading ??= loadOrCreate(db).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

async function loadOrCreate(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('auth secret missing after insert');
  return Buffer.from(row.value, 'base64url');
}
