/**
 * Saving one of the caller's builds, weapon or gear: a new one when no uid is sent, else the
 * caller's own; the stored row is read back, or the refusal a player reads is thrown.
 */
import { LOADOUT_MESSAGES, LOADOUTS_PER_USER } from "../../src/contracts/loadout";
import { said } from "../../src/contracts/messages";
import { randomUid } from "../accounts/crypto";
import { clock } from "../clock";
import type { AnyDb } from "../db/queries/db-type";
import { type LoadoutRow, loadoutByUid, type SaveInput, saveLoadout } from "../db/queries/loadouts";
import { badRequest, HttpError, notFound } from "../errors";

export async function storeLoadout(
  db: AnyDb,
  input: Omit<SaveInput, "uid" | "now"> & { uid?: string | undefined },
): Promise<LoadoutRow> {
  const uid = input.uid ?? randomUid();
  const result = await saveLoadout(db, { ...input, uid, now: clock.now() }, !input.uid);
  if (result === "limit") throw badRequest(said("limit.loadouts", { max: LOADOUTS_PER_USER }));
  if (result === "missing") throw notFound();
  if (result === "duplicate") throw new HttpError("conflict", LOADOUT_MESSAGES.sameAlreadyPublished);
  const row = await loadoutByUid(db, uid);
  if (!row) throw notFound();
  return row;
}
