/**
 * The local accounts of demo mode: admin (admin and Pro), pro (Pro) and free (base), each with a
 * main character. They still sign in through the email code (read it from the server log).
 */
import type { Client } from "@libsql/client";
import { EMPTY_PROGRESSION, newCharacterFields } from "../../functions/accounts/defaults";

export const LOCAL_ACCOUNTS = [
  { uid: "local-admin", email: "admin@example.test", admin: true, pro: true, charName: "Admin PMC" },
  { uid: "local-pro", email: "pro@example.test", admin: false, pro: true, charName: "Pro PMC" },
  { uid: "local-free", email: "free@example.test", admin: false, pro: false, charName: "Free PMC" },
] as const;

/** Creates the local accounts that do not exist yet and sets their roles; safe to run again. */
export async function seedLocalAccounts(client: Client, now = Date.now()): Promise<void> {
  const statements = LOCAL_ACCOUNTS.flatMap((a) => [
    {
      sql: "INSERT OR IGNORE INTO users (uid, email, admin, pro, char_uid, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      args: [a.uid, a.email, a.admin ? 1 : 0, a.pro ? 1 : 0, a.uid, now],
    },
    {
      sql: "UPDATE users SET admin = ?, pro = ? WHERE email = ?",
      args: [a.admin ? 1 : 0, a.pro ? 1 : 0, a.email],
    },
    {
      sql: `INSERT OR IGNORE INTO characters (uid, user_uid, fields, progression, created_at)
            SELECT ?1, ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM users WHERE uid = ?1)`,
      args: [
        a.uid,
        JSON.stringify(newCharacterFields({ fraction: "Usec", gameMode: "PVP", charName: a.charName })),
        JSON.stringify(EMPTY_PROGRESSION),
        now,
      ],
    },
  ]);
  await client.batch(statements, "write");
}
