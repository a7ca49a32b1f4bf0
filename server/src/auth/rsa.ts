import { constants, privateDecrypt, type KeyObject } from 'node:crypto';

/**
 * Decrypts a login password the browser encrypted with jsencrypt's encryptOAEP (RSA-OAEP,
 * SHA-256, MGF1-SHA-256, over the UTF-8 bytes, base64). Any failure gives undefined, which
 * the caller must answer exactly like a wrong password.
 */
export function decryptLoginPassword(key: KeyObject, base64: string): string | undefined {
  try {
    const plain = privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text.length > 0 ? text : undefined;
  } catch {
    return undefined;
  }
}
