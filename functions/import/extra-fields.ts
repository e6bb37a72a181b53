/**
 * Fields a source has that its zod schema does not name (zod drops them on parse). Reported
 * once per field path pattern: record keys read "*", array indices "[]"
 * ("data.tasks.*.objectives[].zones[].position"). Open property bags (loose objects) and
 * fields typed unknown are taken as known.
 */
import { z } from "zod";

/** The patterns of every unnamed field under `value`, in first-seen order. */
export function extraFields(schema: z.ZodType, value: unknown): string[] {
  const out = new Set<string>();
  walk(schema, value, "", out);
  return [...out];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

function walk(schema: z.ZodType, value: unknown, path: string, out: Set<string>): void {
  if (value === null || value === undefined) return;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    walk(schema.unwrap() as z.ZodType, value, path, out);
  } else if (schema instanceof z.ZodDefault) {
    walk(schema.unwrap() as z.ZodType, value, path, out);
  } else if (schema instanceof z.ZodPipe) {
    walk(schema.in as z.ZodType, value, path, out);
  } else if (schema instanceof z.ZodUnion) {
    const fits = (schema.options as z.ZodType[]).find((o) => o.safeParse(value).success);
    if (fits) walk(fits, value, path, out);
  } else if (schema instanceof z.ZodArray) {
    if (Array.isArray(value)) for (const v of value) walk(schema.element as z.ZodType, v, `${path}[]`, out);
  } else if (schema instanceof z.ZodRecord) {
    if (isObject(value))
      for (const v of Object.values(value)) walk(schema.valueType as z.ZodType, v, join(path, "*"), out);
  } else if (schema instanceof z.ZodObject) {
    if (!isObject(value)) return;
    const shape = schema.shape as Record<string, z.ZodType>;
    const open = schema.def.catchall !== undefined && !(schema.def.catchall instanceof z.ZodNever);
    for (const [key, v] of Object.entries(value)) {
      const field = shape[key];
      if (field) walk(field, v, join(path, key), out);
      else if (!open) out.add(join(path, key));
    }
  }
}
