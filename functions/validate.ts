import type { Context } from "hono";
import { type $ZodIssue, type $ZodType, type output, safeParseAsync } from "zod/v4/core";
import { MESSAGES } from "../src/contracts/error";
import { RESERVED_KEYS } from "../src/contracts/user";
import { HttpError } from "./errors";

/** `application/json`, with or without parameters such as charset. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Every call that takes a body takes it as JSON, read by readJsonBody (functions/endpoint.ts calls
 * it for endpoints that declare a body). A body sent as anything but application/json (or with no
 * Content-Type) answers 415 before it is read; one that is not valid JSON, or that uses a key such
 * as __proto__, answers 400. Calls without a body never read it and need no Content-Type.
 */
function requireJsonBody(c: Context): void {
  if (!JSON_MEDIA_TYPE.test(c.req.header("Content-Type") ?? "")) {
    throw new HttpError("unsupported_media_type", MESSAGES.notJsonType);
  }
}

/** Whether a parsed JSON value has a reserved key at any depth (walked without recursion). */
export function hasReservedKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === null || typeof next !== "object") continue;
    if (Array.isArray(next)) {
      stack.push(...next);
      continue;
    }
    for (const key of Object.keys(next)) {
      if (RESERVED_KEYS.has(key)) return true;
      stack.push((next as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/** The message of a failed parse: `message(issues)` when given, else the first issue with its path. */
export function issueText(issues: $ZodIssue[], message?: (issues: $ZodIssue[]) => string) {
  const issue = issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return message?.(issues) ?? `${where}${issue?.message ?? "Invalid request"}`;
}

/**
 * Reads and checks a JSON body: 415 unless sent as application/json, 400 when it is not JSON,
 * uses a reserved key, or fails the schema (classic or zod/mini; unknown fields are stripped by
 * object schemas).
 */
export async function readJsonBody<T extends $ZodType>(
  c: Context,
  schema: T,
  message?: (issues: $ZodIssue[]) => string,
): Promise<output<T>> {
  requireJsonBody(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError("bad_request", MESSAGES.notJson);
  }
  // zod drops such keys silently; they are refused instead, so nothing is lost unseen
  if (hasReservedKey(body)) throw new HttpError("bad_request", MESSAGES.reservedKey);
  const parsed = await safeParseAsync(schema, body);
  if (!parsed.success) throw new HttpError("bad_request", issueText(parsed.error.issues, message));
  return parsed.data;
}
