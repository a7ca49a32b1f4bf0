import fc, { type Arbitrary } from 'fast-check';
import { POLLUTING_KEYS } from './hostile';
import type { JsonSchema } from './json-schema';
import {
  anyJson,
  invalidInteger,
  invalidString,
  validInteger,
  validString,
} from './scalar-arbitrary';

/** Arrays are generated short; one case in a few is at exactly its bound instead. */
const GENERATED_ITEMS = 6;
/** Bounds above this are not filled to the brim (a list of 1,000 ISBNs is still tried past it). */
const FILLED_ITEMS = 60;

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
const branchesOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

function validArray(schema: JsonSchema): Arbitrary<unknown[]> {
  const item = validValue(schema.items ?? {});
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxItems ?? GENERATED_ITEMS, GENERATED_ITEMS),
  );
  const short = fc.array(item, { minLength, maxLength });
  const full = Math.min(schema.maxItems ?? 0, FILLED_ITEMS);
  if (full <= maxLength) return short;
  return fc.oneof(
    { weight: 4, arbitrary: short },
    { weight: 1, arbitrary: fc.array(item, { minLength: full, maxLength: full }) },
  );
}

function invalidArray(schema: JsonSchema): Arbitrary<unknown> {
  const items = schema.items ?? {};
  const tooMany = (schema.maxItems ?? 1000) + 1;
  return fc.oneof(
    fc.constant(Array.from({ length: tooMany }, () => 1)),
    fc.tuple(validArray(schema), mutatedValue(items)).map(([list, bad]) => [...list, bad]),
    anyJson,
  );
}

function validObject(schema: JsonSchema): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/** Sets a key even when it is `__proto__`, so that JSON.stringify sends it. */
function withKey(object: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

function mutatedObject(schema: JsonSchema): Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const base = validObject(schema);
  const extraKey = fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 20 }));
  const choices: Arbitrary<unknown>[] = [
    fc.tuple(base, extraKey, anyJson).map(([object, key, value]) => withKey(object, key, value)),
    fc
      .tuple(base, fc.constantFrom(...POLLUTING_KEYS))
      .map(([object, key]) =>
        withKey(object, key, { polluted: true, isAdmin: true, toString: 'x' }),
      ),
  ];
  if (required.length > 0) {
    choices.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([object, key]) => {
        const copy = { ...object };
        delete copy[key];
        return copy;
      }),
    );
  }
  for (const [key, property] of properties) {
    choices.push(
      base.chain((object) => wrongValue(property).map((bad) => withKey(object, key, bad))),
    );
  }
  return fc.oneof(...choices);
}

/** A value the schema refuses, near what it accepts: past a bound, a wrong type, a bad item. */
function wrongValue(schema: JsonSchema): Arbitrary<unknown> {
  return fc.oneof(invalidValue(schema), mutatedValue(schema));
}

/** Values the schema accepts, biased to its bounds and to hostile content within them. */
export function validValue(schema: JsonSchema): Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map(validValue));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
      return validInteger(schema);
    case 'number':
      return fc.oneof(validInteger(schema), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'string':
      return validString(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return validArray(schema);
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values the schema refuses outright: past its bounds, or of another type. */
export function invalidValue(schema: JsonSchema): Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map(invalidValue));
  if (schema.const !== undefined || schema.enum) {
    const allowed = schema.enum ?? [schema.const];
    const variants = allowed.flatMap((value) =>
      typeof value === 'string' ? [value.toUpperCase(), ` ${value}`, `${value}\u0000`] : [],
    );
    return fc.oneof(fc.constantFrom(...variants, 'other'), anyJson);
  }
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return invalidInteger(schema);
    case 'string':
      return invalidString(schema);
    case 'array':
      return invalidArray(schema);
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 1, 0, 'yes'), anyJson);
    default:
      return anyJson;
  }
}

/** A value of the schema with one defect inside it: a missing, extra or wrong field or item. */
export function mutatedValue(schema: JsonSchema): Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map(mutatedValue));
  if (typeOf(schema) === 'object') return mutatedObject(schema);
  return invalidValue(schema);
}

/** What a fuzz case sends for a schema: mostly near-valid values, some outright wrong ones. */
export function fuzzValue(schema: JsonSchema): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema) },
    { weight: 3, arbitrary: mutatedValue(schema) },
    { weight: 1, arbitrary: invalidValue(schema) },
    { weight: 1, arbitrary: anyJson },
  );
}
