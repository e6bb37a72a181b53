/**
 * Weapon builds (/loadouts) and gear sets (/gear): the builders' data, saving, likes, and the
 * user's own list on /loadouts/my. Searches live in loadout-search.ts.
 */
import { atom } from "nanostores";
import type { EndpointInput } from "../contracts/endpoint";
import type { GameMode } from "../contracts/game-mode";
import { type GearLoadout, gearEndpoints } from "../contracts/gear";
import { type Loadout, loadoutEndpoints } from "../contracts/loadout";
import type { ServerSaid } from "../i18n/server-messages";
import { type ApiClient, api } from "./api";
import { saidOf } from "./errors";

type WeaponSave = EndpointInput<typeof loadoutEndpoints.save>["body"];
type GearSave = EndpointInput<typeof gearEndpoints.save>["body"];

/** A gun's parts with one mode's prices. */
export const gunParts = (uid: string, mode: GameMode, client: ApiClient = api) =>
  client.call(loadoutEndpoints.gunParts, { params: { uid }, query: { mode } });
export const loadWeaponBuild = (uid: string, client: ApiClient = api) =>
  client.call(loadoutEndpoints.get, { params: { uid } });
/** Pro: saves (or changes, with its uid) a weapon build; an identical published one answers 409. */
export const saveWeaponBuild = (body: WeaponSave, client: ApiClient = api) =>
  client.call(loadoutEndpoints.save, { body });

/** Every wearable of the gear slots with one mode's prices. */
export const gearItems = (mode: GameMode, client: ApiClient = api) =>
  client.call(gearEndpoints.items, { query: { mode } });
export const loadGearBuild = (uid: string, client: ApiClient = api) =>
  client.call(gearEndpoints.get, { params: { uid } });
export const saveGearBuild = (body: GearSave, client: ApiClient = api) =>
  client.call(gearEndpoints.save, { body });

/** Likes or unlikes a build (weapon or gear); answers its new count. */
export const likeBuild = (uid: string, like: boolean, client: ApiClient = api) =>
  client.call(loadoutEndpoints.like, { body: { uid, like } });

export type MyBuildsState = {
  weapons: Loadout[] | null;
  gear: GearLoadout[] | null;
  /** The last call's failure: what the API said (null: nothing, the page says its own); cleared by a success. */
  failure: { said: ServerSaid | null } | null;
};

/** /loadouts/my: the user's weapon builds and gear sets. */
export const $myBuilds = atom<MyBuildsState>({ weapons: null, gear: null, failure: null });

const settle = (p: Partial<MyBuildsState>) => $myBuilds.set({ ...$myBuilds.get(), failure: null, ...p });
const fail = (err: unknown) => $myBuilds.set({ ...$myBuilds.get(), failure: { said: saidOf(err) } });

export async function loadMyBuilds(client: ApiClient = api): Promise<void> {
  try {
    const [weapons, sets] = await Promise.all([
      client.call(loadoutEndpoints.my),
      client.call(gearEndpoints.my),
    ]);
    settle({ weapons: weapons.loadouts, gear: sets.loadouts });
  } catch (err) {
    fail(err);
  }
}

/** A build of the user's as saved with its public flag flipped. */
const flipped = <B>(l: { uid: string; title: string; isPublic: boolean; build: B }) => ({
  uid: l.uid,
  title: l.title,
  isPublic: !l.isPublic,
  build: l.build,
});

/** A list with one build replaced by its saved version. */
const swapIn = <T extends { uid: string }>(list: readonly T[] | null, next: T) =>
  list?.map((x) => (x.uid === next.uid ? next : x)) ?? null;

/** Publishes a private weapon build of the user's, or hides a public one. */
export async function toggleWeaponPublic(l: Loadout, client: ApiClient = api): Promise<void> {
  try {
    const next = await saveWeaponBuild(flipped(l), client);
    settle({ weapons: swapIn($myBuilds.get().weapons, next) });
  } catch (err) {
    fail(err);
  }
}

/** Publishes a private gear set of the user's, or hides a public one. */
export async function toggleGearPublic(l: GearLoadout, client: ApiClient = api): Promise<void> {
  try {
    const next = await saveGearBuild(flipped(l), client);
    settle({ gear: swapIn($myBuilds.get().gear, next) });
  } catch (err) {
    fail(err);
  }
}

/** Deletes one of the user's builds (weapon builds and gear sets share the call). */
export async function removeMyBuild(uid: string, client: ApiClient = api): Promise<void> {
  try {
    await client.call(loadoutEndpoints.remove, { body: { uid } });
    const s = $myBuilds.get();
    settle({
      weapons: s.weapons?.filter((x) => x.uid !== uid) ?? null,
      gear: s.gear?.filter((x) => x.uid !== uid) ?? null,
    });
  } catch (err) {
    fail(err);
  }
}
