import { computed } from "nanostores";
import type { EndpointInput } from "../contracts/endpoint";
import {
  DEFAULT_SETTINGS_FLAGS,
  type Fraction,
  type Progression,
  type ProgressionOps,
  type ResetKind,
  TRACKED_TRADERS,
  type User,
  type UserGameMode,
  type UserPatch,
  userEndpoints,
} from "../contracts/user";
import { localePath, sideForLocale } from "../domain/locale";
import { type FavOps, mergePatches, normalizePatch, withPatch } from "../domain/user-patch";
import { type ApiClient, ApiRequestError, api } from "./api";
import { applyOps, mergeOps } from "./progression-ops";
import { createBatcher } from "./user-batch";
import { $isUserDataUpdating, $user } from "./user-state";

export { $isUserDataUpdating, $user } from "./user-state";

let client: ApiClient = api;
type Nav = (href: string) => void;
let navigate: Nav = (href) => {
  (globalThis as { location?: { assign: Nav } }).location?.assign(href);
};
/** Tests swap the API client and the navigation. */
export function configureUserStore(deps: { client?: ApiClient; navigate?: (href: string) => void }) {
  if (deps.client) client = deps.client;
  if (deps.navigate) navigate = deps.navigate;
}

/**
 * The server copy replaces the local user, with the changes made meanwhile (still to be sent) laid
 * over it as the server will apply them, keeping the local price maps (docs/product.md §4).
 */
function settle(server: User, pending: UserPatch | null) {
  const local = $user.get();
  $user.set({
    ...withPatch(server, (pending ? normalizePatch(pending) : {}) as Partial<User> & FavOps),
    userPricesMap: local?.userPricesMap ?? server.userPricesMap,
    userSellPricesMap: local?.userSellPricesMap ?? server.userSellPricesMap,
  });
}

let busyUser = false;
let busyProgress = false;
const showBusy = () => $isUserDataUpdating.set(busyUser || busyProgress);
const logError = (err: unknown) => console.error(err);
/** A refused or failed save: the local copy goes back to the server's (nothing was changed there). */
const restore = (err: unknown) => {
  logError(err);
  void loadUser().catch(logError);
};

const userBatch = createBatcher<UserPatch, User>({
  send: (patch) => client.call(userEndpoints.patchMe, { body: patch }),
  // favourites by operation and map fields key by key, as the server applies them
  merge: mergePatches,
  onSettled: (reply, pending) => settle(reply, pending),
  onError: restore,
  onBusy: (b) => {
    busyUser = b;
    showBusy();
  },
});

const progressBatch = createBatcher<ProgressionOps, Partial<Progression>>({
  send: (ops) => client.call(userEndpoints.progressionUpdate, { body: ops }),
  merge: mergeOps,
  // the lists as saved, with the operations made meanwhile (still to be sent) applied again
  onSettled: (reply, pending) => {
    const user = $user.get();
    if (user) $user.set(applyOps({ ...user, ...reply }, pending ?? {}));
  },
  onError: restore,
  onBusy: (b) => {
    busyProgress = b;
    showBusy();
  },
});

/** GET /users/me: the signed-in user, or null when the session is missing (401). */
export async function loadUser(): Promise<User | null> {
  try {
    const user = await client.call(userEndpoints.me);
    $user.set(user);
    return user;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401) {
      $user.set(null);
      return null;
    }
    throw err;
  }
}

/**
 * Changes the active character's fields: applied at once, merged with other pending changes and
 * sent after 500 ms of quiet (docs/product.md §4). Character setters act only for Pro users (docs/product.md §5);
 * choosing a username is open to everyone.
 */
export function updateUser(patch: UserPatch): void {
  const user = $user.get();
  if (!user) return;
  const onlyUsername = Object.keys(patch).every((k) => k === "username");
  if (!user.pro && !onlyUsername) return;
  // the optimistic copy follows the server's rules (src/domain/user-patch.ts)
  $user.set(withPatch(user, normalizePatch(patch) as Partial<User> & FavOps));
  userBatch.push(patch);
}

/**
 * Changes progression lists of the active character by operations (uids added and removed, found
 * items added or taken off): applied at once, merged while batching like updateUser, sent as operations.
 */
export function updateProgression(ops: ProgressionOps): void {
  const user = $user.get();
  if (!user) return;
  $user.set(applyOps(user, ops));
  progressBatch.push(ops);
}

/** PUT /progression/reset/{kind}: the returned lists replace the local ones. */
export async function resetProgress(kind: ResetKind): Promise<void> {
  if (!$user.get()) return;
  // changes still waiting would otherwise land after the reset and bring the old lists back
  await progressBatch.settle();
  const reply = await client.call(userEndpoints.progressionReset, { params: { kind } });
  const current = $user.get();
  if (current) $user.set({ ...current, ...reply });
}

type CharEndpoint = (typeof userEndpoints)["charSelect" | "charCreate" | "charCopyFrom" | "charDelete"];

async function charCall<E extends CharEndpoint>(ep: E, body: EndpointInput<E>["body"]): Promise<User> {
  userBatch.cancel();
  progressBatch.cancel();
  const user = await client.call(ep as CharEndpoint, { body } as EndpointInput<CharEndpoint>);
  $user.set(user);
  return user;
}

export const selectChar = (charUid: string) => charCall(userEndpoints.charSelect, { charUid });
export const createChar = (fraction: Fraction, gameMode: UserGameMode) =>
  charCall(userEndpoints.charCreate, { fraction, gameMode });
export const copyFrom = (charUid: string) => charCall(userEndpoints.charCopyFrom, { charUid });
export const deleteChar = (charUid: string) => charCall(userEndpoints.charDelete, { charUid });

/** Adds or removes an item from the active character's favourites (Pro, docs/product.md §5). */
export function toggleFav(itemUid: string): void {
  const user = $user.get();
  if (!user) return;
  // an operation, not the whole list: another tab's changes survive
  updateUser(user.favList.includes(itemUid) ? { favRemove: [itemUid] } : { favAdd: [itemUid] });
}

/**
 * The PVP/PVE switch (docs/product.md §4): free and anonymous users are sent to /user; otherwise the first
 * character of that mode is selected, and a PVE character is created when none exists
 * (Bear for the ru locale, else USEC). PVP selects the main profile.
 */
export async function setGameMode(mode: UserGameMode, locale: string): Promise<void> {
  const user = $user.get();
  if (!user?.pro) {
    navigate(localePath("/user", locale));
    return;
  }
  if (user.gameMode === mode) return;
  const main = user.chars.find((c) => c.uid === user.uid);
  const target = mode === "PVP" && main ? main : user.chars.find((c) => c.gameMode === mode);
  if (target) await selectChar(target.uid);
  else if (mode === "PVE") await createChar(sideForLocale(locale), "PVE");
}

/**
 * New PMC (docs/product.md §4): Pro users get a new PVE character, selected at once (the caller then opens
 * the settings popup and gets true); others are sent to /user.
 */
export async function newPmc(locale: string): Promise<boolean> {
  if (!$user.get()?.pro) {
    navigate(localePath("/user", locale));
    return false;
  }
  await createChar(sideForLocale(locale), "PVE");
  return true;
}

/** POST /api/be/logout?lang={locale} (docs/product.md §7): a form's action; the server ends the session. */
export const logoutHref = (locale: string) => `/api/be/logout?lang=${encodeURIComponent(locale)}`;

/** What calculators and trackers read for a character (`user`); defaults for anonymous visitors (null). */
export function settingsFor(user: User | null) {
  const tradersLL = Object.fromEntries(TRACKED_TRADERS.map((t) => [t, user?.tradersLL[t] ?? 1]));
  const flags = Object.fromEntries(
    Object.keys(DEFAULT_SETTINGS_FLAGS).map((k) => {
      const key = k as keyof typeof DEFAULT_SETTINGS_FLAGS;
      return [key, user ? user[key] : DEFAULT_SETTINGS_FLAGS[key]];
    }),
  ) as typeof DEFAULT_SETTINGS_FLAGS;
  return {
    ...flags,
    tradersLL,
    mode: user?.gameMode ?? ("PVP" as UserGameMode),
    skills: { crafting: flags.skill_Crafting, hideoutManagement: flags.skill_HideoutManagement },
    userPricesMap: user?.userPricesMap ?? {},
    userSellPricesMap: user?.userSellPricesMap ?? {},
  };
}

/** What calculators and trackers read for the active character (settingsFor). */
export const $settings = computed($user, settingsFor);
