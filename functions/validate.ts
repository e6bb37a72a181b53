import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { MESSAGES } from "../src/contracts/error";
import { errorResponse, HttpError } from "./errors";

/** `application/json`, with or without parameters such as charset. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The one reader of request bodies: every call that takes a body takes it as JSON through
 * `validate("json", …)`. A body sent as anything but application/json (or with no Content-Type)
 * answers 415 before it is read; one that is not valid JSON, or that uses a key such as __proto__,
 * answers 400. Calls without a body
 * never use it and need no Content-Type.
 */
function requireJsonBody(c: Context): void {
  if (!JSON_MEDIA_TYPE.test(c.req.header("Content-Type") ?? "")) {
    throw new HttpError("unsupported_media_type", MESSAGES.notJsonType);
  }
}

/** Keys that would reach an object's prototype rather than hold data. */
const RESERVED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

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

/**
 * zValidator that answers bad input with the API error shape (400) and the first issue's path,
 * or with `message(issues)` when given. Unknown fields are ignored: object schemas strip them.
 * For the "json" target the body must be sent as application/json and parse (see above).
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  message?: (issues: z.core.$ZodIssue[]) => string,
) => {
  const check = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      const text = message?.(result.error.issues) ?? `${where}${issue?.message ?? "Invalid request"}`;
      return errorResponse(c, "bad_request", text);
    }
  });
  if (target !== "json") return check;
  const strict: typeof check = async (c, next) => {
    requireJsonBody(c);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new HttpError("bad_request", MESSAGES.notJson);
    }
    // zod drops such keys silently; they are refused instead, so nothing is lost unseen
    if (hasReservedKey(body)) throw new HttpError("bad_request", MESSAGES.reservedKey);
    return check(c, next);
  };
  return strict;
};
