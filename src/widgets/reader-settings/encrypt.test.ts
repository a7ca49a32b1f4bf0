import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './encrypt';

describe('encryptPassword (the password change)', () => {
  it('produces RSA-OAEP SHA-256 that the server decrypts, non-ASCII included', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const decrypt = (base64: string) =>
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(base64, 'base64'),
      ).toString('utf8');
    for (const password of ['NewPassw0rd', '新密码Passw0rd', 'ünïcødé 🔑']) {
      expect(decrypt(await encryptPassword(publicKey, password))).toBe(password);
    }
  });

  it('refuses a key that is not one', async () => {
    await expect(encryptPassword('not a key', 'Passw0rd!')).rejects.toThrow();
  });
});
