import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { clock } from "../../functions/clock";
import type { RawEnv } from "../../functions/env";
import { apiErrorSchema } from "../../src/contracts/error";
import { type MessageKey, messageKeyOf, SERVER_MESSAGES, said } from "../../src/contracts/messages";
import { type User, userSchema } from "../../src/contracts/user";
import worker from "../../workers/index";

let ipCounter = 0;

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** A body sent as bytes exactly as given, with no Content-Type but the one in `headers`. */
  rawBody?: string;
  cookie?: string | null;
  headers?: Record<string, string>;
  /** Variables over the test Worker's (e.g. ADMIN_EMAILS, MAIL_MODE), parsed like the deployed Worker's. */
  env?: Partial<RawEnv>;
  /** The client IP the request comes from (each call gets its own unless given). */
  ip?: string;
  /** Scheme and host of the request, http://localhost unless given. */
  base?: string;
};

/** One request through the Worker entry, with the test's bindings and clock. */
export function call(path: string, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers);
  if (opts.body !== undefined) headers.set("Content-Type", "application/json");
  if (opts.cookie) headers.set("Cookie", opts.cookie);
  headers.set(
    "CF-Connecting-IP",
    // each call its own network (a /24), so that no network limit of sign-in is shared by chance
    opts.ip ?? `10.${Math.floor(ipCounter / 256) % 256}.${ipCounter++ % 256}.1`,
  );
  const request: Parameters<typeof worker.fetch>[0] = new Request(
    `${opts.base ?? "http://localhost"}${path}`,
    {
      method: opts.method ?? (opts.body === undefined && opts.rawBody === undefined ? "GET" : "POST"),
      headers,
      body:
        opts.rawBody !== undefined
          ? new TextEncoder().encode(opts.rawBody)
          : opts.body === undefined
            ? undefined
            : JSON.stringify(opts.body),
      redirect: "manual",
    },
  );
  return worker.fetch(request, { ...env, ...opts.env }, createExecutionContext());
}

/** The `tm_session=<id>` pair of a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("tm_session="));
  if (!header) throw new Error("no session cookie set");
  return header.split(";")[0] ?? "";
}

/** The code of the newest local mail to an address (mail_outbox). */
export async function lastCode(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT body FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ body: string }>();
  const code = /\b(\d{6})\b/.exec(row?.body ?? "")?.[1];
  if (!code) throw new Error(`no mail to ${email}`);
  return code;
}

let emailCounter = 0;
/** A fresh address for a test (accounts are never shared between tests). */
export const freshEmail = (name = "user") =>
  `${name}-${Date.now().toString(36)}-${emailCounter++}@example.test`;

/** Signs in through send + verify; answers the session cookie and the user. */
export async function signIn(
  email: string,
  opts: { env?: Partial<RawEnv>; headers?: Record<string, string> } = {},
): Promise<{ cookie: string; user: User }> {
  const sent = await call("/api/be/auth/email/send", { body: { email }, env: opts.env });
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
  const res = await call("/api/be/auth/email/verify", {
    body: { email, code: await lastCode(email) },
    env: opts.env,
    headers: opts.headers,
  });
  if (res.status !== 200) throw new Error(`verify answered ${res.status}: ${await res.text()}`);
  return { cookie: sessionCookie(res), user: userSchema.parse(await res.json()) };
}

/** Sets pro/admin flags directly in D1 (test setup). */
export async function setFlags(
  uid: string,
  flags: { pro?: boolean; admin?: boolean; patronUntil?: number | null },
) {
  if (flags.pro !== undefined)
    await env.DB.prepare("UPDATE users SET pro = ? WHERE uid = ?")
      .bind(flags.pro ? 1 : 0, uid)
      .run();
  if (flags.admin !== undefined)
    await env.DB.prepare("UPDATE users SET admin = ? WHERE uid = ?")
      .bind(flags.admin ? 1 : 0, uid)
      .run();
  if (flags.patronUntil !== undefined)
    await env.DB.prepare("UPDATE users SET patron_until = ? WHERE uid = ?")
      .bind(flags.patronUntil, uid)
      .run();
}

/** Runs `fn` with the API clock set to `now` (ms), restoring it after. */
export async function at<T>(now: number, fn: () => Promise<T>): Promise<T> {
  const real = clock.now;
  clock.now = () => now;
  try {
    return await fn();
  } finally {
    clock.now = real;
  }
}

/**
 * The code and English message of an API error. On the way it checks the message's key: a keyed
 * message is its key's text with its values, and a text of the catalogue never comes without its
 * key (the client translates by the key, src/contracts/messages.ts).
 */
export async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  const { error } = apiErrorSchema.parse(await res.json());
  if (error.key) {
    expect(error.key in SERVER_MESSAGES, `${error.key} is a message key`).toBe(true);
    expect(said(error.key as MessageKey, error.params).message).toBe(error.message);
  } else expect(messageKeyOf(error.message), `"${error.message}" comes without its key`).toBeUndefined();
  return { code: error.code, message: error.message };
}
