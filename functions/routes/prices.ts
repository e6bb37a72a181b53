import { Hono } from "hono";
import { said } from "../../src/contracts/messages";
import { userEndpoints } from "../../src/contracts/user";
import { MAX_CUSTOM_PRICES } from "../accounts/limits";
import { requireUser } from "../auth/access";
import { getDb } from "../db/client";
import { ownCharacter, setCharacterFields, setCustomPrice } from "../db/queries/characters";
import { itemExists } from "../db/queries/items";
import { on } from "../endpoint";
import type { AccountRow, AppBindings } from "../env";
import { badRequest, forbidden, notFound } from "../errors";

/** A custom-price call names its user; it must be the caller. */
function ownUid(account: AccountRow, userUid: string): void {
  if (userUid !== account.uid) throw forbidden(said("error.notYourAccount"));
}

async function priceMaps(db: D1Database, account: AccountRow) {
  const char = await ownCharacter(db, account.uid, account.charUid);
  if (!char) throw notFound();
  return { userPricesMap: char.fields.userPricesMap, userSellPricesMap: char.fields.userSellPricesMap };
}

/** Custom buy and sell prices of the active character (Pro, docs/product.md §6, §7). */
export const priceRoutes = new Hono<AppBindings>();

on(priceRoutes, userEndpoints.priceSet, [], async (c, { body }) => {
  const account = requireUser(c);
  const { userUid, itemUid, price, kind } = body;
  ownUid(account, userUid);
  // a price for an item the data does not have is refused, not stored
  if (!(await itemExists(getDb(c.env.DB), itemUid))) throw notFound();
  const map = kind === "sell" ? "userSellPricesMap" : "userPricesMap";
  if (price !== null) {
    const current = (await priceMaps(c.env.DB, account))[map];
    if (!(itemUid in current) && Object.keys(current).length >= MAX_CUSTOM_PRICES) {
      throw badRequest(said("limit.customPrices", { max: MAX_CUSTOM_PRICES }));
    }
  }
  await setCustomPrice(c.env.DB, { userUid: account.uid, charUid: account.charUid, map, itemUid, price });
  return priceMaps(c.env.DB, account);
});

on(priceRoutes, userEndpoints.priceClear, [], async (c, { body }) => {
  const account = requireUser(c);
  ownUid(account, body.userUid);
  await setCharacterFields(c.env.DB, {
    userUid: account.uid,
    charUid: account.charUid,
    values: { userPricesMap: {}, userSellPricesMap: {} },
  });
  return priceMaps(c.env.DB, account);
});
