/** Only these schemes may be followed from data we do not control (http, https, mailto, tel). */
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

/** The URL itself when it is safe to put in an href, otherwise null. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  return SAFE_LINK.test(trimmed) ? trimmed : null;
}

/**
 * A `?redirect=` target that stays inside the portal: a path starting with one slash.
 * Protocol-relative (`//evil`), backslash tricks and absolute URLs are refused.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return null;
  }
  try {
    const base = 'http://portal.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Fills `{name}` placeholders of a URL template such as `/catalogue?q={keyword}`. */
export function fillUrlTemplate(template: string, query: Query): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(query[name] ?? '')),
  );
}
