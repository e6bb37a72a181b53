import {
  PROGRESSION_LISTS,
  type Progression,
  type ProgressionList,
  type ProgressionOps,
} from "../contracts/user";
import { adjustFound, FOUND_MAX } from "../domain/items-found";

/**
 * Progression changes as operations (POST /progression/update): the uids the user added to or
 * removed from a list and the found items added or taken off, so changes from two tabs both survive.
 */

/** The lists after the operations, as the server applies them: added uids appended once, removed ones dropped. */
export function applyOps<P extends Partial<Progression>>(lists: P, ops: ProgressionOps): P {
  const out: Partial<Progression> = { ...lists };
  for (const list of PROGRESSION_LISTS) {
    const add = ops.add?.[list] ?? [];
    const remove = new Set(ops.remove?.[list] ?? []);
    const current = lists[list];
    if (!current || (add.length === 0 && remove.size === 0)) continue;
    out[list] = [...new Set([...current, ...add])].filter((uid) => !remove.has(uid));
  }
  if (ops.itemsFoundAdd && lists.itemsFound) {
    let found: Record<string, number> = lists.itemsFound;
    for (const [item, n] of Object.entries(ops.itemsFoundAdd)) found = adjustFound(found, item, n);
    out.itemsFound = found;
  }
  return out as P;
}

/** Operations that turn one list into another (what a hideout build or destroy did). */
export function listOps(
  list: ProgressionList,
  before: readonly string[],
  after: readonly string[],
): ProgressionOps {
  const was = new Set(before);
  const now = new Set(after);
  const add = after.filter((uid) => !was.has(uid));
  const remove = before.filter((uid) => !now.has(uid));
  return {
    ...(add.length > 0 ? { add: { [list]: add } } : {}),
    ...(remove.length > 0 ? { remove: { [list]: remove } } : {}),
  };
}

/** Two batches of operations as one: a later add cancels an earlier remove of the uid and the other way round. */
export function mergeOps(first: ProgressionOps, then: ProgressionOps): ProgressionOps {
  const out: ProgressionOps = {};
  for (const list of PROGRESSION_LISTS) {
    const add = new Set(first.add?.[list] ?? []);
    const remove = new Set(first.remove?.[list] ?? []);
    for (const uid of then.remove?.[list] ?? []) {
      add.delete(uid);
      remove.add(uid);
    }
    for (const uid of then.add?.[list] ?? []) {
      remove.delete(uid);
      add.delete(uid);
      add.add(uid);
    }
    if (add.size > 0) out.add = { ...out.add, [list]: [...add] };
    if (remove.size > 0) out.remove = { ...out.remove, [list]: [...remove] };
  }
  const found = { ...first.itemsFoundAdd };
  for (const [item, n] of Object.entries(then.itemsFoundAdd ?? {})) {
    const sum = Math.max(-FOUND_MAX, Math.min(FOUND_MAX, (found[item] ?? 0) + n));
    if (sum === 0) delete found[item];
    else found[item] = sum;
  }
  if (Object.keys(found).length > 0) out.itemsFoundAdd = found;
  return out;
}
