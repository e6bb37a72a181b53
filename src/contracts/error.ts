import { lazySchema, z } from "./zod-mini";

/** The one error shape of the API (DESIGN.md). */
export const apiErrorSchema = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.enum([
        "bad_request",
        "unauthorized",
        "forbidden",
        "not_found",
        "rate_limited",
        "conflict",
        "payload_too_large",
        "method_not_allowed",
        "unsupported_media_type",
        "server_error",
      ]),
      message: z.string(),
      /** The message's stable key (src/contracts/messages.ts), which the client translates by; absent for validation details. */
      key: z.optional(z.string()),
      /** The values the message names ({max}, {slot}…), when it has any. */
      params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  }),
);
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorCode = ApiError["error"]["code"];

/** User-facing messages of docs/product.md §8, quoted exactly. */
export const MESSAGES = {
  notFound: "Page Not Found",
  serverError: "Something went wrong",
  rateLimited: "429 - Rate limit exceeded",
  proRequired: "Pro status required",
  payloadTooLarge: "Request body too large",
  methodNotAllowed: "Method not allowed",
  notJsonType: "Send the body as application/json",
  notJson: "The body is not valid JSON",
  reservedKey: "The body uses a reserved key (__proto__, constructor or prototype)",
} as const;
