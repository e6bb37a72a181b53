import type { Progression, ResetKind } from "../contracts/user";
import type { ServerSaid } from "../i18n/server-messages";
import { ApiRequestError } from "./api";
import { saidOf } from "./errors";
import { $guestProgress, $progressionSource, guestChar } from "./progression";
import { loadUser, resetProgress } from "./user";

/** The lists each reset empties (docs/product.md §4, §7); quests keeps the selection, "all" empties it too. */
const EMPTIED: Record<ResetKind, Partial<Progression>> = {
  quests: { questsDone: [] },
  items: { itemsFound: {} },
  hideout: { modulesBuilt: [] },
  all: { questsDone: [], questsHidden: [], itemsFound: {}, modulesBuilt: [] },
};

export type ResetResult = { ok: true } | { ok: false; said: ServerSaid | null };

/**
 * Resets a kind of progress after the page asked "Are you sure?". A Pro character's progress is
 * reset on the server and the returned list replaces the local one (the whole user is read again
 * after "all", whose answer is not read); progress kept in the browser is emptied here.
 */
export async function resetProgression(kind: ResetKind): Promise<ResetResult> {
  const source = $progressionSource.get();
  if (source !== "pro") {
    $guestProgress.set({ ...($guestProgress.get() ?? guestChar()), ...EMPTIED[kind] });
    return { ok: true };
  }
  try {
    await resetProgress(kind);
    if (kind === "all") await loadUser();
    return { ok: true };
  } catch (err) {
    if (!(err instanceof ApiRequestError)) console.error(err);
    return { ok: false, said: saidOf(err) };
  }
}
