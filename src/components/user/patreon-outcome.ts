import { PATREON_OUTCOMES, type PatreonOutcome } from "../../contracts/auth";

/**
 * The patron-login outcome named in a query string, if any; "pro" and "ok" mean signed in.
 * @example patreonOutcome("?patreon=denied") // "denied"
 */
export function patreonOutcome(search: string): PatreonOutcome | null {
  const raw = new URLSearchParams(search).get("patreon");
  return PATREON_OUTCOMES.find((o) => o === raw) ?? null;
}

/** Whether an outcome is a failure to show as an alert. */
export const isPatreonFailure = (o: PatreonOutcome) => o !== "pro" && o !== "ok";

/** The patron login link: the server sends the browser to the provider and back to /user. */
export const patronLoginHref = (locale: string) =>
  `/api/be/auth/patreon/start?lang=${encodeURIComponent(locale)}`;
