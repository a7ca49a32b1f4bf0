import { Type, type TSchema } from 'typebox';

/**
 * Building blocks for request schemas: every value is bounded by what its column holds, since
 * PostgreSQL answers a value past it with an error, which would surface as a 500. Strings are
 * bounded and refuse control characters (PostgreSQL rejects NUL outright); integers are
 * bounded to int4, or to smallint where the column is one. Objects allow extra properties:
 * the client adds organizationid, usertype, userid and useruuid to every body when logged in.
 */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
/** The largest value of PostgreSQL's integer (int4) and smallint (int2). */
export const INT4_MAX = 2_147_483_647;
export const INT2_MAX = 32_767;

export const Text = (maxLength: number) =>
  Type.String({ maxLength, pattern: NO_CONTROL_CHARACTERS });

export const Int = (minimum: number, maximum = INT4_MAX) => Type.Integer({ minimum, maximum });

/**
 * A pattern for whole numbers from 0 to `maximum` written in digits (leading zeros allowed):
 * for 32767, shorter numbers, or 1xxxx–2xxxx, 30xxx–31xxx, 320xx–326xx, 3270x–3275x, 3276[0-7].
 */
export function digitsUpTo(maximum: number): string {
  const digits = String(maximum);
  const alternatives = digits.length > 1 ? [`\\d{1,${digits.length - 1}}`] : [];
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    const lowest = i === 0 && digits.length > 1 ? 1 : 0;
    const rest = digits.length - i - 1;
    if (digit > lowest) {
      const range = digit - 1 === lowest ? `${lowest}` : `[${lowest}-${digit - 1}]`;
      alternatives.push(`${digits.slice(0, i)}${range}${rest > 0 ? `\\d{${rest}}` : ''}`);
    }
  }
  alternatives.push(digits);
  return `^(0*(${alternatives.join('|')}))?$`;
}

/**
 * A whole number written as digits, as facet values arrive, from 0 to `maximum`; '' too
 * ("not recorded"). Digits alone would admit 99999 for a smallint column.
 */
export const DigitText = (maximum: number) =>
  Type.String({ maxLength: String(maximum).length, pattern: digitsUpTo(maximum) });

export const Id = () => Int(1);

/** The organisation a logged-out caller may name (ignored when logged in). */
export const OrgInBody = { organizationid: Type.Optional(Id()) };
export const OrgInQuery = { orgid: Type.Optional(Id()), organizationid: Type.Optional(Id()) };

/** A body with only optional fields: the client may send `{}`, the logged-in fields, or none. */
export const OptionalBody = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
