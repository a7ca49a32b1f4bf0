import { Type, type TSchema } from 'typebox';

/**
 * Building blocks for request schemas. Strings are bounded and refuse control characters
 * (PostgreSQL rejects NUL outright, which would otherwise surface as a 500); integers are
 * bounded to PostgreSQL's int4. Objects allow extra properties: the client adds
 * organizationid, usertype, userid and useruuid to every body when logged in.
 */
const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const INT4_MAX = 2_147_483_647;

export const Text = (maxLength: number) =>
  Type.String({ maxLength, pattern: NO_CONTROL_CHARACTERS });

export const Int = (minimum: number, maximum = INT4_MAX) => Type.Integer({ minimum, maximum });

export const Id = () => Int(1);

/** The organisation a logged-out caller may name (ignored when logged in). */
export const OrgInBody = { organizationid: Type.Optional(Id()) };
export const OrgInQuery = { orgid: Type.Optional(Id()), organizationid: Type.Optional(Id()) };

/** A body with only optional fields: the client may send `{}`, the logged-in fields, or none. */
export const OptionalBody = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
