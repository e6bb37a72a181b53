import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { errorResponse } from "./errors";

/**
 * zValidator that answers bad input with the API error shape (400) and the first issue's path.
 * Unknown fields are ignored: object schemas strip them.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      return errorResponse(c, "bad_request", `${where}${issue?.message ?? "Invalid request"}`);
    }
  });
