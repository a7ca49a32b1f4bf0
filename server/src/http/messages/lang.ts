import type { FastifyRequest } from 'fastify';

export type Lang = 'zh' | 'en';

/** A message in both languages; `{field}` and the like are filled in by `translate`. */
export type MessageTable = Record<string, Record<Lang, string>>;

/** en when Accept-Language starts with "en" (en, en-GB, …), zh otherwise (the default language). */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
