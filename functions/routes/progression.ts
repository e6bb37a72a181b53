import { Hono } from "hono";
import { MESSAGES } from "../../src/contracts/error";
import { SERVER_MESSAGES } from "../../src/contracts/messages";
import { PROGRESSION_LISTS, type Progression, type ResetKind, userEndpoints } from "../../src/contracts/user";
import { EMPTY_PROGRESSION } from "../accounts/defaults";
import { requirePro, requireUser } from "../auth/access";
import {
  applyProgressionOps,
  ownCharacter,
  setProgressionLists,
  unknownProgressionId,
} from "../db/queries/characters";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest, HttpError, notFound } from "../errors";

/** The lists each reset empties (docs/product.md §4, §7); "all" is Pro (docs/product.md §6 "resetting all progress"). */
const RESETS: Record<ResetKind, (keyof Progression)[]> = {
  quests: ["questsDone"],
  items: ["itemsFound"],
  hideout: ["modulesBuilt"],
  all: ["questsDone", "questsHidden", "itemsFound", "modulesBuilt"],
};

/** 404 messages of ids the data lacks ("Quest not found" is docs/product.md §4's wording; an unknown item is "Page Not Found", §8). */
const UNKNOWN_ID_MESSAGES = {
  quest: SERVER_MESSAGES["progression.questNotFound"],
  hideoutLevel: SERVER_MESSAGES["progression.hideoutLevelNotFound"],
  item: MESSAGES.notFound,
} as const;

const TOO_MANY_MESSAGE = SERVER_MESSAGES["limit.progression"];

/** Progression lists of the active character: batched updates (Pro) and resets. */
export const progressionRoutes = new Hono<AppBindings>();

on(progressionRoutes, userEndpoints.progressionUpdate, [], async (c, { body: ops }) => {
  const account = requireUser(c);
  const unknown = await unknownProgressionId(c.env.DB, ops);
  if (unknown) throw new HttpError("not_found", UNKNOWN_ID_MESSAGES[unknown.kind]);
  // Applied in SQL, not read and written back: concurrent operations on one list all survive.
  const result = await applyProgressionOps(c.env.DB, {
    userUid: account.uid,
    charUid: account.charUid,
    ops,
  });
  if (result === "missing") throw notFound();
  if (result === "tooMany") throw badRequest(TOO_MANY_MESSAGE);
  const char = await ownCharacter(c.env.DB, account.uid, account.charUid);
  if (!char) throw notFound();
  const keys: (keyof Progression)[] = PROGRESSION_LISTS.filter(
    (k) => ops.add?.[k] !== undefined || ops.remove?.[k] !== undefined,
  );
  if (ops.itemsFoundAdd) keys.push("itemsFound");
  return Object.fromEntries(keys.map((k) => [k, char.progression[k]]));
});

on(progressionRoutes, userEndpoints.progressionReset, [], async (c, { params }) => {
  const { kind } = params;
  if (kind === "all") requirePro(c);
  const account = requireUser(c);
  const values = Object.fromEntries(RESETS[kind].map((k) => [k, EMPTY_PROGRESSION[k]]));
  await setProgressionLists(c.env.DB, { userUid: account.uid, charUid: account.charUid, values });
  return values;
});
