import { type Context, Hono } from "hono";
import { AUTH_MESSAGES } from "../../src/contracts/auth";
import { said } from "../../src/contracts/messages";
import { FAV_MAX, USER_MESSAGES, userEndpoints } from "../../src/contracts/user";
import { normalizePatch } from "../../src/domain/user-patch";
import { randomUid } from "../accounts/crypto";
import { EMPTY_PROGRESSION, newCharacterFields } from "../accounts/defaults";
import { MAX_CHARACTERS } from "../accounts/limits";
import { requirePro, requireUser } from "../auth/access";
import { clock } from "../clock";
import {
  copyProgression,
  createCharacter,
  deleteCharacter,
  selectCharacter,
  setCharacterFields,
} from "../db/queries/characters";
import { accountByUid } from "../db/queries/sessions";
import { setUsername, userView } from "../db/queries/users";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest, HttpError, notFound } from "../errors";

/** The caller's user object as it is now in D1 (after a change). */
async function freshUser(c: Context<AppBindings>) {
  const account = await accountByUid(c.env.DB, requireUser(c).uid);
  if (!account) throw notFound();
  c.header("Cache-Control", "private, no-store");
  return userView(c.env.DB, account);
}

/**
 * The signed-in user and their characters (docs/product.md §3–§7). Every call acts on the caller's own
 * account: a character uid of another user answers 404 and changes nothing.
 */
export const userRoutes = new Hono<AppBindings>();

on(userRoutes, userEndpoints.me, [], async (c) => freshUser(c));

on(userRoutes, userEndpoints.patchMe, [], async (c, { body }) => {
  const account = requireUser(c);
  const { username, ...fields } = normalizePatch(body);
  // Base users may choose a username only; every character setter is Pro (docs/product.md §5, §6).
  if (Object.keys(fields).length > 0) requirePro(c);
  if (fields.gameMode === "PVE" && account.charUid === account.uid)
    throw badRequest(USER_MESSAGES.mainNotPve);
  if (username !== undefined && !(await setUsername(c.env.DB, account.uid, username.trim()))) {
    throw new HttpError("conflict", AUTH_MESSAGES.usernameTaken);
  }
  if (
    !(await setCharacterFields(c.env.DB, { userUid: account.uid, charUid: account.charUid, values: fields }))
  )
    throw badRequest(said("limit.favourites", { max: FAV_MAX }));
  return freshUser(c);
});

on(userRoutes, userEndpoints.charSelect, [], async (c, { body }) => {
  const { charUid } = body;
  if (!(await selectCharacter(c.env.DB, requireUser(c).uid, charUid))) throw notFound();
  return freshUser(c);
});

on(userRoutes, userEndpoints.charCreate, [], async (c, { body }) => {
  const account = requireUser(c);
  const { fraction, gameMode } = body;
  const created = await createCharacter(c.env.DB, {
    userUid: account.uid,
    charUid: randomUid(),
    fields: newCharacterFields({ fraction, gameMode, charName: "PMC" }),
    progression: EMPTY_PROGRESSION,
    now: clock.now(),
    max: MAX_CHARACTERS,
    numberedName: "PMC ",
  });
  if (!created) throw badRequest(USER_MESSAGES.tooManyChars);
  return freshUser(c);
});

on(userRoutes, userEndpoints.charCopyFrom, [], async (c, { body }) => {
  const account = requireUser(c);
  const { charUid } = body;
  const copied = await copyProgression(c.env.DB, {
    userUid: account.uid,
    fromUid: charUid,
    toUid: account.charUid,
  });
  if (!copied) throw notFound();
  return freshUser(c);
});

on(userRoutes, userEndpoints.charDelete, [], async (c, { body }) => {
  const account = requireUser(c);
  const { charUid } = body;
  if (charUid === account.uid) throw badRequest(USER_MESSAGES.mainNotDeleted);
  if (!(await deleteCharacter(c.env.DB, account.uid, charUid))) throw notFound();
  return freshUser(c);
});
