import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { ImageCaptcha } from '../../../src/core/api/contract';
import type { SharedState } from '../instance-state';

/**
 * Image captchas (GET /IdentityApi/ValidateCode/Get) in front of anything that sends an SMS,
 * so a script cannot make the server text any number it likes. The answer is kept in the
 * shared state (every instance can check it) for CAPTCHA_TTL_MS, bound to the reader who asked,
 * and taken on the first check, right or wrong: a captcha answers one guess only.
 */
export const CAPTCHA_TTL_MS = 3 * 60_000;
const LENGTH = 4;
// No 0/O, 1/I/l, 2/Z, 5/S, 8/B, 9/g, u/v: letters readers confuse on a noisy picture.
const ALPHABET = '34678acdefhjkmnpqrtwxy';

/** svg-captcha's default export draws a given text; its types only declare the helpers. */
const draw = svgCaptcha as unknown as (text: string, options: object) => string;

const key = (guid: string) => `captcha:${guid}`;

export async function issueCaptcha(shared: SharedState, owner: string): Promise<ImageCaptcha> {
  // The text from the system's random source: svg-captcha's own uses Math.random.
  const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const svg = draw(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true });
  const validateguid = randomUUID();
  await shared.set(key(validateguid), JSON.stringify({ text, owner }), CAPTCHA_TTL_MS);
  return { validateguid, svg, expiresin: CAPTCHA_TTL_MS / 1000 };
}

/** True once for the right answer (any case) by the reader it was issued to. */
export async function checkCaptcha(
  shared: SharedState,
  owner: string,
  validateguid: string,
  answer: string,
): Promise<boolean> {
  const stored = await shared.take(key(validateguid));
  if (stored === null) return false;
  const { text, owner: issuedTo } = JSON.parse(stored) as { text: string; owner: string };
  return issuedTo === owner && answer.trim().toLowerCase() === text;
}
