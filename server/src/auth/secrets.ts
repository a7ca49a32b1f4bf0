import {
  createPrivateKey,
  generateKeyPair,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecret } from '../db/schema';

export interface ServerSecrets {
  jwtSecret: Uint8Array;
  /**
   * HMAC key deriving a refresh token's successor from the token itself, so a second refresh
   * within the grace window gets the same successor without it being stored (auth/refresh.ts).
   */
  refreshSuccessorKey: Buffer;
  /** RSA private key for the login password (OAEP SHA-256). */
  loginPrivateKey: KeyObject;
  /** The matching public key, SPKI PEM, handed out by LoginKey/Js. */
  loginPublicKeyPem: string;
}

const generateRsa = promisify(generateKeyPair);
const RSA_BITS = 3072;
const ROW_ID = 1;

async function createSecretRow() {
  const { publicKey, privateKey } = await generateRsa('rsa', {
    modulusLength: RSA_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    id: ROW_ID,
    jwtSecret: randomBytes(32),
    rsaPrivateKey: privateKey,
    rsaPublicKey: publicKey,
  };
}

/**
 * Loads the secrets, creating them on first start. They live in the database so tokens and
 * the login key survive restarts; two servers starting at once keep whichever row won.
 */
export async function loadServerSecrets(db: Database): Promise<ServerSecrets> {
  const select = () => db.select().from(serverSecret).where(eq(serverSecret.id, ROW_ID));
  let [row] = await select();
  if (!row) {
    await db
      .insert(serverSecret)
      .values(await createSecretRow())
      .onConflictDoNothing();
    [row] = await select();
  }
  if (!row) throw new Error('server_secret row missing after insert');
  return {
    jwtSecret: new Uint8Array(row.jwtSecret),
    // A key of its own (HKDF from the stored secret), never the signing key itself.
    refreshSuccessorKey: Buffer.from(
      hkdfSync('sha256', row.jwtSecret, Buffer.alloc(0), 'libportal refresh successor', 32),
    ),
    loginPrivateKey: createPrivateKey(row.rsaPrivateKey),
    loginPublicKeyPem: row.rsaPublicKey,
  };
}
