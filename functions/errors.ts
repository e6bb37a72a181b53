import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ApiError, type ApiErrorCode, MESSAGES } from "../src/contracts/error";
import { type MessageParams, messageKeyOf, type Said } from "../src/contracts/messages";

const STATUS: Record<ApiErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  server_error: 500,
};

/**
 * An error a route throws on purpose; onError turns it into the one API error shape. A message
 * is its English text (a constant of src/contracts/messages.ts gets its key from it) or a keyed
 * message with values (`said(key, params)`).
 */
export class HttpError extends Error {
  readonly key: string | undefined;
  readonly params: MessageParams | undefined;
  constructor(
    readonly code: ApiErrorCode,
    message: string | Said,
  ) {
    super(typeof message === "string" ? message : message.message);
    this.key = typeof message === "string" ? messageKeyOf(message) : message.key;
    this.params = typeof message === "string" ? undefined : message.params;
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export const notFound = () => new HttpError("not_found", MESSAGES.notFound);
export const badRequest = (message: string | Said) => new HttpError("bad_request", message);
export const forbidden = (message: string | Said = MESSAGES.proRequired) =>
  new HttpError("forbidden", message);

/** The one API error shape: code, English message, and the message's key and values when it has them. */
export function errorResponse(c: Context, code: ApiErrorCode, message: string | Said) {
  return httpErrorResponse(c, new HttpError(code, message));
}

/** A thrown HttpError as the API answers it. */
export function httpErrorResponse(c: Context, error: HttpError) {
  const body: ApiError = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.key ? { key: error.key } : {}),
      ...(error.params ? { params: { ...error.params } } : {}),
    },
  };
  return c.json(body, STATUS[error.code]);
}
