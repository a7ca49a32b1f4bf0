/**
 * Which payment gateway the server uses, from the environment. Switching to a real gateway is
 * an adapter implementing PaymentGateway (gateway.ts) and a value of PAYMENT_GATEWAY here.
 *
 * - PAYMENT_GATEWAY: `emulator` (default) or `none` (cash at the desk only).
 * - PAYMENT_EMULATOR_URL: an emulator running elsewhere (server to server: `npm run
 *   payment-emulator`), which every instance of a several-instance deployment must share;
 *   otherwise main.ts starts one in-process on PAYMENT_EMULATOR_HOST (127.0.0.1) :
 *   PAYMENT_EMULATOR_PORT (a free port). With REDIS_URL (several instances) an in-process one is
 *   refused: its orders live in its memory, so a payment started on one instance and polled
 *   through another would be an order the other's emulator never heard of.
 * - PAYMENT_EMULATOR_PUBLIC_URL: where browsers and phones reach the emulator (default: the
 *   in-process one's pages through this server at PUBLIC_URL/payment-emulator, else the
 *   address it listens on).
 * - PAYMENT_SECRET: the HMAC secret shared with the emulator, 32 bytes at least; required with
 *   PAYMENT_EMULATOR_URL, else made at start-up (both ends are in this process).
 * - PAYMENT_NOTIFY_URL: where the gateway sends its notifications (default
 *   PUBLIC_URL/api/PaymentApi/Notify, else http://localhost:PORT/api/PaymentApi/Notify).
 * - DESK_SECRET_<ORGCODE>: the organisation's desk secret (`npm run desk`), 32 characters at
 *   least.
 * A malformed value stops the start-up rather than leaving payments silently off.
 */
import { randomBytes } from 'node:crypto';
import { positiveInt } from '../env';
import { publicUrlFromEnv } from '../http/public-url';
import { MIN_SECRET_BYTES } from './signature';

export type PaymentConfig =
  | { kind: 'none' }
  | { kind: 'emulator'; external: true; url: string; secret: Buffer }
  | {
      kind: 'emulator';
      external: false;
      host: string;
      /** 0: a free port. */
      port: number;
      publicUrl: string | undefined;
      secret: Buffer;
    };

export const MIN_DESK_SECRET_LENGTH = 32;

const httpUrl = (name: string, value: string) => {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} is not an http(s) URL: ${value}`);
  }
  return value.replace(/\/+$/, '');
};

/** PAYMENT_SECRET, which `who` cannot do without. */
export function requiredPaymentSecret(env: NodeJS.ProcessEnv, who: string): Buffer {
  const value = env.PAYMENT_SECRET;
  if (!value) throw new Error(`${who} needs PAYMENT_SECRET (the secret shared with the gateway)`);
  const secret = Buffer.from(value, 'utf8');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(`PAYMENT_SECRET must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  return secret;
}

/** Where the in-process emulator's payer pages are served through this server. */
export const EMULATOR_PAGES_PREFIX = '/payment-emulator';

export function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentConfig {
  const gateway = (env.PAYMENT_GATEWAY ?? 'emulator').trim();
  if (gateway === 'none') return { kind: 'none' };
  if (gateway !== 'emulator') {
    throw new Error(`PAYMENT_GATEWAY=${gateway}: no adapter for it (emulator, none)`);
  }
  const url = env.PAYMENT_EMULATOR_URL?.trim();
  if (url) {
    return {
      kind: 'emulator',
      external: true,
      url: httpUrl('PAYMENT_EMULATOR_URL', url),
      secret: requiredPaymentSecret(env, 'PAYMENT_EMULATOR_URL'),
    };
  }
  if (env.REDIS_URL) {
    throw new Error(
      'REDIS_URL (several instances) with an emulator in each instance: a payment started on one would be unknown to the others. ' +
        'Run one emulator (npm run payment-emulator) and give every instance PAYMENT_EMULATOR_URL and PAYMENT_SECRET, or set PAYMENT_GATEWAY=none',
    );
  }
  const publicUrl = env.PAYMENT_EMULATOR_PUBLIC_URL?.trim();
  const portalUrl = publicUrlFromEnv(env);
  return {
    kind: 'emulator',
    external: false,
    host: env.PAYMENT_EMULATOR_HOST?.trim() || '127.0.0.1',
    port: positiveInt(env.PAYMENT_EMULATOR_PORT, 0),
    publicUrl: publicUrl
      ? httpUrl('PAYMENT_EMULATOR_PUBLIC_URL', publicUrl)
      : portalUrl && `${portalUrl}${EMULATOR_PAGES_PREFIX}`,
    secret: env.PAYMENT_SECRET
      ? requiredPaymentSecret(env, 'the payment emulator')
      : // Both ends are in this process: a secret made for the run is as good as any.
        randomBytes(MIN_SECRET_BYTES),
  };
}

/** PAYMENT_NOTIFY_URL, else this server's API at PUBLIC_URL, else at its own address on `port`. */
export function notifyUrlFromEnv(env: NodeJS.ProcessEnv, port: number, path: string): string {
  const url = env.PAYMENT_NOTIFY_URL?.trim();
  if (url) return httpUrl('PAYMENT_NOTIFY_URL', url);
  return `${publicUrlFromEnv(env) ?? `http://localhost:${port}`}/api${path}`;
}

/** `DESK_SECRET_<ORGCODE>=<secret>` variables, as orgcode → secret. */
export function deskSecretsFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const orgcode = /^DESK_SECRET_([A-Za-z0-9_-]+)$/.exec(name)?.[1];
    if (!orgcode || !value) continue;
    if (value.length < MIN_DESK_SECRET_LENGTH) {
      throw new Error(`${name} must be at least ${MIN_DESK_SECRET_LENGTH} characters`);
    }
    secrets[orgcode.toUpperCase()] = value;
  }
  return secrets;
}
