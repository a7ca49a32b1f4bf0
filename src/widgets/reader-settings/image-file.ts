import { IMAGE_MAX_BYTES } from '../../core';

export type ImageRefusal = 'image.only' | 'image.tooLarge';

/** Bytes the signatures below need. */
const HEAD_BYTES = 12;

const startsWith = (head: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Whether the first bytes are a JPEG, PNG, GIF or WebP: the types the server accepts
 * (IMAGE_TYPES). The browser's `file.type` comes from the name, so a text file called
 * photo.png would pass a type check; its content does not.
 */
export function isImageSignature(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(head, ascii('GIF87a')) ||
    startsWith(head, ascii('GIF89a')) ||
    (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
  );
}

/**
 * The bytes of a blob. Blob.arrayBuffer is missing from some engines (jsdom, Safari before 14)
 * and FileReader refuses a blob of another realm (a fetch's in Node): each where it works.
 */
export function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') {
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Checked before anything is sent (the server checks again, by content too): an image
 * file ("Only image files allowed!") of at most 2 MB ("Image size cannot exceed 2MB!").
 * Null when the file may be uploaded.
 */
export async function checkImageFile(file: Blob): Promise<ImageRefusal | null> {
  if (file.type && !file.type.startsWith('image/')) return 'image.only';
  const head = await bytesOf(file.slice(0, HEAD_BYTES)).catch(() => new Uint8Array());
  if (!isImageSignature(head)) return 'image.only';
  if (file.size > IMAGE_MAX_BYTES) return 'image.tooLarge';
  return null;
}
