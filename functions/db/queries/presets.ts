import { asc, desc, eq } from "drizzle-orm";
import { presets } from "../schema";
import type { AnyDb } from "./db-type";

/**
 * A gun's presets (the game's named builds), its default build first, then by name. Parts are
 * item uids with a count when more than one (rounds); the gun itself is not among them.
 */
export async function presetsOfGun(db: AnyDb, gunUid: string) {
  return db
    .select({
      uid: presets.uid,
      name: presets.name,
      nameL10n: presets.nameL10n,
      isDefault: presets.isDefault,
      parts: presets.parts,
    })
    .from(presets)
    .where(eq(presets.gunUid, gunUid))
    .orderBy(desc(presets.isDefault), asc(presets.name), asc(presets.uid));
}
