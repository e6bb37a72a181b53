import type { ServerSaid } from "../i18n/server-messages";
import { serverText } from "../i18n/server-messages";
import { ApiRequestError } from "./api";

/** What the API said in a failed call (its words, key and values), or null when it said nothing. */
export function saidOf(err: unknown): ServerSaid | null {
  if (!(err instanceof ApiRequestError) || !err.serverMessage) return null;
  return { message: err.serverMessage, key: err.key, params: err.params };
}

/** The API's message of a failed call in the reader's language, else the page's generic one. */
export function failureText(err: unknown, fallback: string, locale?: string): string {
  const said = saidOf(err);
  return said ? serverText(said, locale) : fallback;
}

/** As failureText, and a failure without the API's words is logged to the console. */
export function failureMessage(err: unknown, fallback: string, locale?: string): string {
  const said = saidOf(err);
  if (said) return serverText(said, locale);
  console.error(err);
  return fallback;
}

/** The call failed because the server holds something that conflicts (HTTP 409). */
export function isConflict(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 409;
}
