/**
 * How the screens read the API's answers: the generated schemas (web/src/api/generated, from
 * docs/openapi.yaml) with a few fields read the way a screen needs them (a default, a
 * transform). The shape itself is never written again here (docs/architecture.md, "One source
 * for each shape"), so a field renamed or retyped in docs/openapi.yaml fails `tsc` where it is
 * read.
 */
import { z } from 'zod/mini';
import { zFlag } from './generated/zod.gen';

type Shape<Schema extends z.ZodMiniObject> = Schema['shape'];

/**
 * The generated object schema with some fields replaced by a screen's reading of them. Only
 * fields the description has may be replaced: an unknown name fails `tsc`, so a rename in
 * docs/openapi.yaml cannot leave a stale default behind.
 */
export function reading<
  Schema extends z.ZodMiniObject,
  Reading extends { [Key in keyof Shape<Schema>]?: z.core.SomeType },
>(schema: Schema, fields: Reading & Record<Exclude<keyof Reading, keyof Shape<Schema>>, never>) {
  return z.extend(schema, fields);
}

/** The schema of one element of a generated array schema (an answer's list written inline). */
export function elementOf<Element extends z.core.SomeType>(list: z.ZodMiniArray<Element>): Element {
  return list._zod.def.element;
}

/** Missing or null text reads as empty. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A number a screen shows with a default when the server leaves it out or sends null. */
export function numberOr(fallback: number) {
  return z.pipe(
    z.nullish(z.number()),
    z.transform((value) => value ?? fallback),
  );
}

/** A list that reads as empty when the server leaves it out. */
export function listOr<Element extends z.core.SomeType>(element: Element) {
  return z._default(z.array(element), []);
}

/** The API writes flags as 0/1 (docs/openapi.yaml, Flag); the screens read them as booleans. */
export const flag = z.pipe(
  zFlag,
  z.transform((value) => value === 1),
);

type Present<Schema> =
  Schema extends z.ZodMiniOptional<infer Inner>
    ? Present<Inner>
    : Schema extends z.ZodMiniNullable<infer Inner>
      ? Present<Inner>
      : Schema;

/** The schema of a value the description lets be absent or null, as it is when present. */
export function present<Schema extends z.core.SomeType>(schema: Schema): Present<Schema> {
  let inner: z.core.SomeType = schema;
  while (inner instanceof z.ZodMiniOptional || inner instanceof z.ZodMiniNullable) inner = inner._zod.def.innerType;
  return inner as Present<Schema>;
}
