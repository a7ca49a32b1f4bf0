import { RETURN_ORDER_PARAM } from '../../../src/core/api/contract';
import type { OriginList } from '../http/origin-patterns';

/**
 * The page a bank payment comes back to, if it may be one: an http(s) URL without user info,
 * on the portal's own origin or one the organisation allows (its CORS list, where its widgets
 * are embedded). Anything else would make the library's bank page an open redirect.
 */
export function allowedReturnUrl(
  value: string,
  ownOrigin: string,
  allowed: OriginList | undefined,
): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return undefined;
  if (url.origin !== ownOrigin && !allowed?.allows(url.origin)) return undefined;
  return url.href;
}

/** The return URL naming the order, so the page knows which payment it came back from. */
export function withOrderParam(returnUrl: string, orderNo: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set(RETURN_ORDER_PARAM, orderNo);
  return url.href;
}
