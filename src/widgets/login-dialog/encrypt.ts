import type { PasswordEncrypter } from '../../core';

/** jsencrypt works on "binary strings": encode UTF-8 first so 密码 survives (PITFALLS.md). */
function utf8BinaryString(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return binary;
}

/** Loads jsencrypt on first use, so only readers who log in download it. */
export function preloadEncryption(): void {
  void import('jsencrypt');
}

/**
 * RSA-OAEP with SHA-256 (jsencrypt's `encryptOAEP`), never PKCS#1 v1.5: OWASP ASVS 11.3.1
 * forbids it and Node 20 refuses to decrypt it.
 */
export const encryptPassword: PasswordEncrypter = async (publicKeyPem, password) => {
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const encrypted = encryptor.encryptOAEP(utf8BinaryString(password));
  if (!encrypted) throw new Error('The password could not be encrypted with the server key.');
  return encrypted;
};
