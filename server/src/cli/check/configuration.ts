/**
 * The configuration the server reads from its environment, checked by the same parsers the
 * server starts with (so `check` and a start-up never disagree), plus what only production
 * needs: PUBLIC_URL, the address readers use, absolute and https.
 */
import { aiProviderFromEnv } from '../../ai/config';
import { bookInfoConfigFromEnv } from '../../book-info/config';
import { originsFromEnv } from '../../http/origin-patterns';
import { deskSecretsFromEnv, paymentConfigFromEnv } from '../../payments/config';
import { ssoSecretsFromEnv } from '../../auth/sso';
import type { CheckResult } from './types';

/** An SSO secret is a key a school's system signs with: guessable ones are refused here. */
const MIN_SSO_SECRET_LENGTH = 32;

function parses(name: string, read: () => unknown): CheckResult {
  try {
    read();
    return { name, ok: true, detail: 'valid' };
  } catch (error) {
    return { name, ok: false, detail: (error as Error).message };
  }
}

export function publicUrlCheck(env: NodeJS.ProcessEnv): CheckResult {
  const name = 'PUBLIC_URL';
  const production = env.NODE_ENV === 'production';
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    return production
      ? { name, ok: false, detail: 'required in production: the https address readers use' }
      : { name, ok: true, detail: 'not set (needed in production)' };
  }
  if (!URL.canParse(value)) return { name, ok: false, detail: `"${value}" is not an absolute URL` };
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { name, ok: false, detail: `"${value}" is not an http(s) URL` };
  }
  if (production && url.protocol !== 'https:') {
    return {
      name,
      ok: false,
      detail: `"${value}" must be https in production (logins travel on it)`,
    };
  }
  if (url.search || url.hash || url.username || url.password) {
    return { name, ok: false, detail: `"${value}" must not carry a query, fragment or user` };
  }
  return { name, ok: true, detail: value };
}

function ssoSecretsCheck(env: NodeJS.ProcessEnv): CheckResult {
  const short = Object.entries(ssoSecretsFromEnv(env))
    .filter(([, secret]) => secret.length < MIN_SSO_SECRET_LENGTH)
    .map(([orgcode]) => `SSO_SECRET_${orgcode}`);
  return short.length > 0
    ? {
        name: 'SSO secrets',
        ok: false,
        detail: `${short.join(', ')}: at least ${MIN_SSO_SECRET_LENGTH} characters`,
      }
    : { name: 'SSO secrets', ok: true, detail: 'valid' };
}

export function configurationChecks(env: NodeJS.ProcessEnv): CheckResult[] {
  const publicUrl = publicUrlCheck(env);
  // A bad PUBLIC_URL is one problem, reported once: what derives from it reads as if unset.
  const derived = publicUrl.ok ? env : { ...env, PUBLIC_URL: undefined };
  return [
    publicUrl,
    parses('ALLOWED_ORIGINS', () => originsFromEnv(env.ALLOWED_ORIGINS)),
    parses('payments (PAYMENT_*)', () => paymentConfigFromEnv(derived)),
    parses('desk secrets (DESK_SECRET_*)', () => deskSecretsFromEnv(env)),
    ssoSecretsCheck(env),
    parses('AI librarian (LIBPORTAL_AI_*)', () => aiProviderFromEnv(env)),
    parses('book-info service (BOOK_INFO_*)', () => bookInfoConfigFromEnv(env)),
  ];
}

/** Secrets named after an organisation that does not exist: a typo, or a removed school. */
export function orphanSecretNames(env: NodeJS.ProcessEnv, orgcodes: Set<string>): string[] {
  const named = [
    ...Object.keys(ssoSecretsFromEnv(env)).map((code) => [`SSO_SECRET_${code}`, code]),
    ...Object.keys(safeDeskSecrets(env)).map((code) => [`DESK_SECRET_${code}`, code]),
  ];
  return named.filter(([, code]) => !orgcodes.has(code ?? '')).map(([name]) => name ?? '');
}

function safeDeskSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  try {
    return deskSecretsFromEnv(env);
  } catch {
    return {};
  }
}
