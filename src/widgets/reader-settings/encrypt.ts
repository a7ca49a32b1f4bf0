import type { PasswordEncrypter } from '../../core';

/** jsencrypt works on "binary strings": encode UTF-8 first so 密码 survives (PITFALLS.md). */
function utf8BinaryString(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return binary;
}

/**
 * The passwords go encrypted like the login's: RSA-OAEP with SHA-256 under the login key
 * (jsencrypt's `encryptOAEP`). Loaded on first use, so only a reader who changes a password
 * downloads it; the login widget has its own copy as widgets never share internals.
 */
export const encryptPassword: PasswordEncrypter = async (publicKeyPem, password) => {
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const encrypted = encryptor.encryptOAEP(utf8BinaryString(password));
  if (!encrypted) throw new Error('The password could not be encrypted with the server key.');
  return encrypted;
};
