/**
 * A positive whole id from an attribute, a URL parameter or a prop ("12", 12); undefined for
 * anything else ("", "abc", "1.5", "-3", 0), so a hand-edited URL never becomes a request.
 */
export function toId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
