import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/** Where scripts/serve-e2e.mjs appends the server's output, and its D1 (see localD1File in scripts/lib/site.mjs). */
const SERVER_LOG = ".tmp/e2e-server.log";
const E2E_D1_DIR = ".tmp/e2e-state/v3/d1/miniflare-D1DatabaseObject";

function e2eD1File(): string | null {
  if (!existsSync(E2E_D1_DIR)) return null;
  const file = readdirSync(E2E_D1_DIR).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  return file ? `${E2E_D1_DIR}/${file}` : null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function codesInLog(email: string): string[] {
  if (!existsSync(SERVER_LOG)) return [];
  const re = new RegExp(`\\[mail\\] to=${escapeRe(email)} code=(\\d{6})`, "g");
  return [...readFileSync(SERVER_LOG, "utf8").matchAll(re)].map((m) => m[1] ?? "");
}

async function codeInOutbox(email: string): Promise<string | null> {
  const file = e2eD1File();
  if (!file) return null;
  const client = createClient({ url: `file:${file}` });
  try {
    const res = await client.execute({
      sql: 'SELECT body FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
      args: [email],
    });
    const body = String(res.rows[0]?.body ?? "");
    return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
  } finally {
    client.close();
  }
}

/**
 * The newest login code mailed to an address in local mail mode: the last `[mail] to=<email>`
 * line of the e2e server's log, else the newest mail_outbox row of the e2e D1.
 */
export async function latestCode(email: string): Promise<string> {
  const fromLog = codesInLog(email).at(-1);
  if (fromLog) return fromLog;
  const fromOutbox = await codeInOutbox(email);
  if (!fromOutbox) throw new Error(`no login mail to ${email}`);
  return fromOutbox;
}

/** Sends a login code and waits until the log shows a new one for that address. */
export async function requestCode(page: Page, email: string): Promise<string> {
  const before = codesInLog(email).length;
  const res = await page.request.post("/api/be/auth/email/send", { data: { email } });
  expect(res.status(), await res.text()).toBe(200);
  for (let i = 0; i < 50; i++) {
    const codes = codesInLog(email);
    if (codes.length > before) return codes.at(-1) ?? "";
    await new Promise((r) => setTimeout(r, 100));
  }
  const fromOutbox = await codeInOutbox(email);
  if (!fromOutbox) throw new Error(`no login mail to ${email}`);
  return fromOutbox;
}

/**
 * Signs the page's browser context in as `email` through the API (send the code, read it from the
 * server log, verify): the session cookie lands in the context, so pages opened next are signed in.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const code = await requestCode(page, email);
  const res = await page.request.post("/api/be/auth/email/verify", { data: { email, code } });
  expect(res.status(), await res.text()).toBe(200);
}
