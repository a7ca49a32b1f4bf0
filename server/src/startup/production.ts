/**
 * What NODE_ENV=production refuses, before anything starts: the demo's conveniences that would
 * be holes on a school's server. Every refusal names the variable to set; all of them are
 * reported at once, so an operator fixes the configuration in one pass (docs/deploy.md lists
 * every variable).
 *
 * Secrets: the signing keys of sessions and the login key are made on first start and kept in
 * the database (auth/secrets.ts), so none is needed from the environment for them. Those the
 * environment gives — the payment gateway's, the desks', single sign-on's, the metrics token —
 * must be long and not a placeholder copied from an example; the payment secret is required
 * whenever a gateway is configured.
 */
import { MIN_SECRET_BYTES } from '../payments/signature';

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Words of example values (`change-me`, `your-secret-here`) no random secret contains. */
const PLACEHOLDER = /change|example|placeholder|secret|password|default|replace|dummy|todo|xxxx/i;
/** Fewer distinct characters than this is a pattern (`aaaa…`, `1234…`), not a random value. */
const MIN_DISTINCT_CHARACTERS = 10;

const SECRET_VARIABLE = /^(PAYMENT_SECRET|METRICS_TOKEN|SSO_SECRET_.+|DESK_SECRET_.+)$/;

export function isWeakSecret(value: string): boolean {
  return (
    Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES ||
    PLACEHOLDER.test(value) ||
    new Set(value).size < MIN_DISTINCT_CHARACTERS
  );
}

const GENERATE = 'openssl rand -hex 32';

/** Everything wrong with this environment for production; empty when it may start. */
export function productionRefusals(env: NodeJS.ProcessEnv): string[] {
  const refusals: string[] = [];
  if (!env.DATABASE_URL?.trim()) {
    refusals.push(
      'DATABASE_URL is not set: production runs on PostgreSQL (the embedded PGlite serves one demo process). Set DATABASE_URL=postgres://user:password@host:5432/libportal',
    );
  }
  if (!env.PUBLIC_URL?.trim()) {
    refusals.push(
      'PUBLIC_URL is not set: set it to the address readers use (PUBLIC_URL=https://library.example.edu.cn); payment QR codes, gateway notifications, calendar feeds and sign-on links are made from it',
    );
  }
  const gateway = (env.PAYMENT_GATEWAY ?? 'emulator').trim();
  if (gateway === 'emulator' && env.ALLOW_PAYMENT_EMULATOR !== '1') {
    refusals.push(
      'the payment gateway emulator is on (PAYMENT_GATEWAY defaults to emulator): no money moves through it. Set PAYMENT_GATEWAY=none (cash at the desk only), or ALLOW_PAYMENT_EMULATOR=1 for a trial',
    );
  }
  if (gateway !== 'none' && !env.PAYMENT_SECRET) {
    refusals.push(
      `PAYMENT_SECRET is not set: a payment gateway needs the secret it shares with this server (${GENERATE})`,
    );
  }
  if (env.SMS_OUTBOX === '1' && env.ALLOW_SMS_OUTBOX !== '1') {
    refusals.push(
      'SMS_OUTBOX=1 writes every text message (phone numbers and their codes) to the log instead of sending it: unset SMS_OUTBOX, or set ALLOW_SMS_OUTBOX=1 for a trial',
    );
  }
  // No trial may allow it: a clock anyone on the machine can move would age every loan and
  // charge its fines (time/test-clock.ts).
  if (env.LIBPORTAL_TEST_CLOCK?.trim()) {
    refusals.push(
      'LIBPORTAL_TEST_CLOCK is set: it makes the clock of loans and fines movable for browser tests. Unset it',
    );
  }
  for (const [name, value] of Object.entries(env)) {
    if (SECRET_VARIABLE.test(name) && value && isWeakSecret(value)) {
      refusals.push(
        `${name} is too short or looks like a placeholder: set a random value of at least ${MIN_SECRET_BYTES} characters (${GENERATE})`,
      );
    }
  }
  return refusals;
}
