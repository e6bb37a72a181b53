import { ApiRequestError } from "./api";

/** The API's message of a failed call, else the page's generic one. */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiRequestError && err.serverMessage ? err.serverMessage : fallback;
}

/** As failureText, and a failure without the API's words is logged to the console. */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.serverMessage) return err.serverMessage;
  console.error(err);
  return fallback;
}

/** The call failed because the server holds something that conflicts (HTTP 409). */
export function isConflict(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 409;
}
