import { sideForLocale } from "../../src/domain/locale";
import { ensureUser, setRoles } from "../db/queries/users";
import type { Env } from "../env";
import { randomUid } from "./crypto";
import { EMPTY_PROGRESSION, newCharacterFields } from "./defaults";

/** The emails of ADMIN_EMAILS, trimmed and lower-cased. */
export function adminEmails(raw: string | undefined): Set<string> {
  return new Set(
    (raw ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The account of a verified email: created with its main character on first sign-in (PVP, Bear
 * for the ru locale else USEC); an address listed in ADMIN_EMAILS becomes admin and Pro.
 */
export async function accountForEmail(
  env: Env,
  opts: { email: string; locale: string | undefined; now: number },
): Promise<string> {
  const uid = await ensureUser(env.DB, {
    uid: randomUid(),
    email: opts.email,
    fields: newCharacterFields({ fraction: sideForLocale(opts.locale), gameMode: "PVP", charName: "PMC" }),
    progression: EMPTY_PROGRESSION,
    now: opts.now,
  });
  if (adminEmails(env.ADMIN_EMAILS).has(opts.email)) await setRoles(env.DB, uid, { admin: true, pro: true });
  return uid;
}
