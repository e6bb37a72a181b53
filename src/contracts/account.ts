import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/**
 * The account's own data, all of it (the privacy page's export and deletion): GET
 * /api/be/users/me/export answers everything D1 keeps about the caller as one JSON file;
 * POST /api/be/users/me/delete removes every row of the account and ends the session.
 * Secrets (session ids, keys, tokens) are stored hashed and never leave; the export names them
 * by their prefix and dates.
 */
const json = lazySchema(() => z.record(z.string(), z.unknown()));

export const accountExportSchema = lazySchema(() =>
  z.object({
    exportedAt: z.number(),
    account: z.object({
      uid: z.string(),
      email: z.nullable(z.string()),
      username: z.nullable(z.string()),
      admin: z.boolean(),
      pro: z.boolean(),
      patronUntil: z.nullable(z.number()),
      activeCharacter: z.string(),
      createdAt: z.number(),
    }),
    characters: z.array(
      z.object({ uid: z.string(), createdAt: z.number(), fields: json, progression: json }),
    ),
    loadouts: z.array(
      z.object({
        uid: z.string(),
        kind: z.string(),
        title: z.string(),
        isPublic: z.boolean(),
        build: json,
        likes: z.number(),
        createdAt: z.number(),
        updatedAt: z.number(),
      }),
    ),
    likes: z.array(z.object({ loadoutUid: z.string(), createdAt: z.number() })),
    sessions: z.array(z.object({ createdAt: z.number(), expiresAt: z.number() })),
    apiKeys: z.array(
      z.object({
        name: z.string(),
        prefix: z.string(),
        createdAt: z.number(),
        lastUsedAt: z.nullable(z.number()),
      }),
    ),
    /** One per bot kind set up. */
    botTokens: z.array(
      z.object({ kind: z.string(), prefix: z.string(), createdAt: z.number(), uses: z.number() }),
    ),
    pilotKey: z.nullable(z.object({ prefix: z.string(), createdAt: z.number() })),
    challengeEntries: z.array(
      z.object({
        challengeId: z.string(),
        charUid: z.string(),
        name: z.string(),
        channel: z.nullable(z.string()),
        joinedAt: z.number(),
      }),
    ),
  }),
);
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The deletion must say so in its body: no stray request can delete an account. */
export const accountDeleteBodySchema = lazySchema(() => z.object({ confirm: z.literal(true) }));

export const accountEndpoints = {
  export: endpoint({ method: "GET", path: "/users/me/export", response: accountExportSchema }),
  delete: endpoint({
    method: "POST",
    path: "/users/me/delete",
    body: accountDeleteBodySchema,
    response: lazySchema(() => z.object({ deleted: z.literal(true) })),
  }),
};
