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
 * answers 415 before it is read; one that is not valid JSON answers 400. Calls without a body
 * never use it and need no Content-Type.
 */
function requireJsonBody(c: Context): void {
  if (!JSON_MEDIA_TYPE.test(c.req.header("Content-Type") ?? "")) {
    throw new HttpError("unsupported_media_type", MESSAGES.notJsonType);
  }
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
    try {
      await c.req.json();
    } catch {
      throw new HttpError("bad_request", MESSAGES.notJson);
    }
    return check(c, next);
  };
  return strict;
};
