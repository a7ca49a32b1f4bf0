/**
 * A version 4 UUID for a create's `requestid`, made when its form opens: a double submit or a
 * retry then creates one item (the server keeps the id with what it made). From
 * `getRandomValues`, which (unlike `randomUUID`) also exists on a school page served over
 * plain http.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
