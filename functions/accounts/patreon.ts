import { z } from "zod";
import type { Env } from "../env";
import { PATRON_DEFAULT_MS } from "./limits";

/**
 * Patron login (docs/product.md §1, §6): OAuth 2 authorization code with Patreon. An active patron is Pro
 * until the membership's next charge date.
 */

export type PatreonConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  identityUrl: string;
  campaignId: string | null;
};

/** The configuration, or null when any part is missing (patron login is then off: 404). */
export function patreonConfig(env: Env): PatreonConfig | null {
  const {
    PATREON_CLIENT_ID,
    PATREON_CLIENT_SECRET,
    PATREON_AUTHORIZE_URL,
    PATREON_TOKEN_URL,
    PATREON_IDENTITY_URL,
  } = env;
  if (!PATREON_CLIENT_ID || !PATREON_CLIENT_SECRET || !PATREON_AUTHORIZE_URL || !PATREON_TOKEN_URL)
    return null;
  if (!PATREON_IDENTITY_URL) return null;
  return {
    clientId: PATREON_CLIENT_ID,
    clientSecret: PATREON_CLIENT_SECRET,
    authorizeUrl: PATREON_AUTHORIZE_URL,
    tokenUrl: PATREON_TOKEN_URL,
    identityUrl: PATREON_IDENTITY_URL,
    campaignId: env.PATREON_CAMPAIGN_ID || null,
  };
}

/** Where the provider sends the browser back. */
export const callbackUrl = (requestUrl: string) =>
  `${new URL(requestUrl).origin}/api/be/auth/patreon/callback`;

export function authorizeLocation(config: PatreonConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("scope", "identity identity[email] identity.memberships");
  url.searchParams.set("state", state);
  return url.toString();
}

const tokenSchema = z.object({ access_token: z.string().min(1) });

const identitySchema = z.object({
  data: z.object({
    attributes: z.object({
      email: z.string().nullish(),
      is_email_verified: z.boolean().nullish(),
    }),
  }),
  included: z
    .array(
      z.object({
        type: z.string(),
        attributes: z
          .object({
            patron_status: z.string().nullish(),
            next_charge_date: z.string().nullish(),
          })
          .partial()
          .optional(),
        relationships: z
          .object({ campaign: z.object({ data: z.object({ id: z.string() }).nullish() }).optional() })
          .optional(),
      }),
    )
    .optional(),
});
export type PatreonIdentity = z.infer<typeof identitySchema>;

export type Patron = {
  /** The verified email, lower-cased; null when missing or not verified. */
  email: string | null;
  /** Pro until (ms), for an active patron; null otherwise. */
  patronUntil: number | null;
};

/** What an identity document says about the person: their email and whether they are an active patron. */
export function readPatron(doc: PatreonIdentity, opts: { now: number; campaignId: string | null }): Patron {
  const attrs = doc.data.attributes;
  const raw = attrs.email?.trim().toLowerCase() ?? "";
  const email = raw && attrs.is_email_verified !== false && z.email().safeParse(raw).success ? raw : null;
  const active = (doc.included ?? []).filter(
    (m) =>
      m.type === "member" &&
      m.attributes?.patron_status === "active_patron" &&
      (opts.campaignId === null || m.relationships?.campaign?.data?.id === opts.campaignId),
  );
  if (active.length === 0) return { email, patronUntil: null };
  const charges = active
    .map((m) => Date.parse(m.attributes?.next_charge_date ?? ""))
    .filter((t) => t > opts.now);
  const patronUntil = charges.length > 0 ? Math.max(...charges) : opts.now + PATRON_DEFAULT_MS;
  return { email, patronUntil };
}

/** Exchanges the code for an access token and reads the identity with its memberships. */
export async function fetchIdentity(
  config: PatreonConfig,
  opts: { code: string; redirectUri: string },
): Promise<PatreonIdentity> {
  const tokenRes = await fetch(config.tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: opts.code,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      redirect_uri: opts.redirectUri,
    }),
  });
  if (!tokenRes.ok) throw new Error(`token exchange answered ${tokenRes.status}`);
  const { access_token } = tokenSchema.parse(await tokenRes.json());
  const idRes = await fetch(config.identityUrl, {
    headers: { Authorization: `Bearer ${access_token}`, Accept: "application/json" },
  });
  if (!idRes.ok) throw new Error(`identity answered ${idRes.status}`);
  return identitySchema.parse(await idRes.json());
}
