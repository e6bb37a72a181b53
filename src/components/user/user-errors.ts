import { ApiRequestError } from "../../stores/api";

/** The message to show for a failed call: the API's words (SPEC §8), else a generic one. */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.serverMessage) return err.serverMessage;
  console.error(err);
  return fallback;
}
