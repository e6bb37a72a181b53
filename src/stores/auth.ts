import { accountEndpoints } from "../contracts/account";
import {
  AUTH_MESSAGES,
  authEndpoints,
  emailSendBodySchema,
  emailVerifyBodySchema,
  type ShareLink,
  shareTokenSchema,
} from "../contracts/auth";
import { MESSAGES } from "../contracts/error";
import type { MessageKey } from "../contracts/messages";
import { type User, userEndpoints } from "../contracts/user";
import type { ServerSaid } from "../i18n/server-messages";
import { type ApiClient, ApiRequestError, api } from "./api";
import { saidOf } from "./errors";
import { $user } from "./user-state";

/**
 * Login and account actions (docs/product.md §4): email code, share link, username. Each answers a result
 * with the message to show on failure: the API's own words (docs/product.md §8), else "Something went wrong".
 */
export type AuthResult<T> = { ok: true; value: T } | ({ ok: false } & ServerSaid);

let client: ApiClient = api;
/** Tests swap the API client. */
export function configureAuthStore(deps: { client: ApiClient }) {
  client = deps.client;
}

/** A failure with the API's words, or one of the messages this store says itself, by its key. */
const fail = (said: ServerSaid): AuthResult<never> => ({ ok: false, ...said });
const own = (key: MessageKey, message: string) => fail({ key, message });

async function attempt<T>(call: () => Promise<T>): Promise<AuthResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (err) {
    if (!(err instanceof ApiRequestError)) console.error(err);
    const said = saidOf(err);
    if (said) return fail(said);
    if (err instanceof ApiRequestError && err.status === 429)
      return own("error.rateLimited", MESSAGES.rateLimited);
    return own("error.serverError", MESSAGES.serverError);
  }
}

/** Step 1: mails a 6-digit code; answers the address as the server will know it. */
export async function sendLoginCode(email: string): Promise<AuthResult<string>> {
  const body = emailSendBodySchema.safeParse({ email });
  if (!body.success) return own("auth.invalidEmail", AUTH_MESSAGES.invalidEmail);
  const sent = await attempt(() => client.call(authEndpoints.emailSend, { body: body.data }));
  return sent.ok ? { ok: true, value: body.data.email } : sent;
}

/** Step 2: the code signs in (the server sets the session cookie); $user becomes the account. */
export async function verifyLoginCode(email: string, code: string): Promise<AuthResult<User>> {
  const body = emailVerifyBodySchema.safeParse({ email, code: code.trim() });
  if (!body.success) {
    const badEmail = body.error.issues.some((i) => i.path[0] === "email");
    return badEmail
      ? own("auth.invalidEmail", AUTH_MESSAGES.invalidEmail)
      : own("auth.invalidCode", AUTH_MESSAGES.invalidCode);
  }
  const user = await attempt(() => client.call(authEndpoints.emailVerify, { body: body.data }));
  if (user.ok) $user.set(user.value);
  return user;
}

/** Opens a share link on this device: one use signs it in. */
export async function acceptShareLink(token: string): Promise<AuthResult<User>> {
  const body = shareTokenSchema.safeParse({ token });
  if (!body.success) return own("auth.shareNotValid", AUTH_MESSAGES.shareNotValid);
  const user = await attempt(() => client.call(authEndpoints.shareAccept, { body: body.data }));
  if (user.ok) $user.set(user.value);
  return user;
}

/** Creates a one-time link that signs another device in to this account. */
export function createShareLink(): Promise<AuthResult<ShareLink>> {
  return attempt(() => client.call(authEndpoints.share));
}

/** Sets the account's username ("Username already exists" when taken). */
export async function saveUsername(username: string): Promise<AuthResult<User>> {
  const user = await attempt(() =>
    client.call(userEndpoints.patchMe, { body: { username: username.trim() } }),
  );
  if (user.ok) $user.set(user.value);
  return user;
}

/** Where the browser downloads everything kept about the account (a JSON file). */
export const accountExportHref = `/api/be${accountEndpoints.export.path}`;

/**
 * Deletes the account and every row of it on the server, then forgets the user here: the
 * header and every island see a visitor.
 */
export async function deleteAccount(): Promise<AuthResult<true>> {
  const done = await attempt(() => client.call(accountEndpoints.delete, { body: { confirm: true } }));
  if (!done.ok) return done;
  $user.set(null);
  return { ok: true, value: true };
}
