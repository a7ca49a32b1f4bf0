/**
 * How every boolean attribute of a libportal element is read, in one place. HTML says
 * "present = true", but frameworks write booleans as strings: Vue writes `open="false"` for
 * `:open="false"`, Angular and plain templates write `open="true"`. So: absent → false;
 * "false" (any case, spaces around) → false; anything else present — "", "true", the
 * attribute's own name (`open="open"`) — → true.
 */
export function parseBooleanAttribute(value: string | null): boolean {
  if (value === null) return false;
  return value.trim().toLowerCase() !== 'false';
}

/**
 * A boolean property set from script: a string goes through the attribute rule (a framework
 * setting `el.open = "false"` means false), anything else by its truthiness.
 */
export function toBooleanProperty(value: unknown): boolean {
  return typeof value === 'string' ? parseBooleanAttribute(value) : Boolean(value);
}

/** A prop's attribute name: camelCase → kebab-case, as r2wc names them. */
export function toKebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
