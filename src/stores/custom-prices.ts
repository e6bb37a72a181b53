import { atom, map } from "nanostores";
import type { EndpointInput } from "../contracts/endpoint";
import { MESSAGES } from "../contracts/error";
import { userEndpoints } from "../contracts/user";
import type { ServerSaid } from "../i18n/server-messages";
import { type ApiClient, api } from "./api";
import { saidOf } from "./errors";
import { $user } from "./user-state";

/**
 * A Pro character's own prices (docs/product.md §6, §7): what the user pays for an item (userPricesMap,
 * used for inputs) or gets for it (userSellPricesMap, used for outputs). Applied at once, then
 * replaced by the maps the server answers; put back as they were when the call fails.
 */
export type CustomPriceKind = "buy" | "sell";

let client: ApiClient = api;
/** Tests swap the API client. */
export function configureCustomPrices(deps: { client: ApiClient }): void {
  client = deps.client;
}

/** True while a custom-price call is on its way. */
export const $customPricesSaving = atom(false);

/**
 * Why the last save of a price failed, by `${kind}:${itemUid}` ("all" for clearing): the server's
 * own words (docs/product.md §8), else "Something went wrong"; gone once a save of it succeeds.
 */
export const $customPriceErrors = map<Record<string, ServerSaid | undefined>>({});

type Maps = { userPricesMap: Record<string, number>; userSellPricesMap: Record<string, number> };

type PriceEndpoint = (typeof userEndpoints)["priceSet" | "priceClear"];

async function send<E extends PriceEndpoint>(
  ep: E,
  body: EndpointInput<E>["body"],
  optimistic: (maps: Maps) => Maps,
  errorKey: string,
): Promise<boolean> {
  const user = $user.get();
  if (!user?.pro) return false;
  const before: Maps = { userPricesMap: user.userPricesMap, userSellPricesMap: user.userSellPricesMap };
  $user.set({ ...user, ...optimistic(before) });
  $customPricesSaving.set(true);
  try {
    const maps = await client.call(ep as PriceEndpoint, { body } as EndpointInput<PriceEndpoint>);
    const now = $user.get();
    if (now) $user.set({ ...now, ...maps });
    $customPriceErrors.setKey(errorKey, undefined);
    return true;
  } catch (err) {
    console.error(err);
    $customPriceErrors.setKey(
      errorKey,
      saidOf(err) ?? { key: "error.serverError", message: MESSAGES.serverError },
    );
    const now = $user.get();
    if (now) $user.set({ ...now, ...before });
    return false;
  } finally {
    $customPricesSaving.set(false);
  }
}

/**
 * Sets (or with null removes) the user's own buy or sell price of an item; Pro only.
 * @example await setCustomPrice("item-uid", 12_000, "buy") // true when saved
 */
export function setCustomPrice(
  itemUid: string,
  price: number | null,
  kind: CustomPriceKind,
): Promise<boolean> {
  const user = $user.get();
  const key = kind === "sell" ? "userSellPricesMap" : "userPricesMap";
  return send(
    userEndpoints.priceSet,
    { userUid: user?.uid ?? "", itemUid, price, kind },
    (maps) => {
      const next = { ...maps[key] };
      if (price === null) delete next[itemUid];
      else next[itemUid] = price;
      return { ...maps, [key]: next };
    },
    `${kind}:${itemUid}`,
  );
}

/** Removes every custom price of the active character; Pro only. */
export function clearCustomPrices(): Promise<boolean> {
  return send(
    userEndpoints.priceClear,
    { userUid: $user.get()?.uid ?? "" },
    () => ({
      userPricesMap: {},
      userSellPricesMap: {},
    }),
    "all",
  );
}
