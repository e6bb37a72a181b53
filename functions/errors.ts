import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ApiError, type ApiErrorCode, MESSAGES } from "../src/contracts/error";

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

/** An error a route throws on purpose; onError turns it into the one API error shape. */
export class HttpError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export const notFound = () => new HttpError("not_found", MESSAGES.notFound);
export const badRequest = (message: string) => new HttpError("bad_request", message);
export const forbidden = (message: string = MESSAGES.proRequired) => new HttpError("forbidden", message);

export function errorResponse(c: Context, code: ApiErrorCode, message: string) {
  const body: ApiError = { error: { code, message } };
  return c.json(body, STATUS[code]);
}
