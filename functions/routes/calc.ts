import { Hono } from "hono";
import { calcEndpoint } from "../../src/contracts/calc";
import { getDb } from "../db/client";
import { calcDataJson } from "../db/queries/calc";
import { onRaw } from "../endpoint";
import type { AppBindings } from "../env";
import { revalidate } from "../middleware/cache-headers";

/** GET /calc: recipes, hideout levels and one mode's trader offers for the calculators. */
export const calcRoutes = new Hono<AppBindings>();

// Raw: the JSON is built once per data version and mode.
onRaw(calcRoutes, calcEndpoint, [revalidate()], async (c, { query }) => {
  const { version, json } = await calcDataJson(getDb(c.env.DB), query.mode);
  return new Response(json, {
    headers: { ETag: `"calc.${version}.${query.mode}"`, "Content-Type": "application/json; charset=UTF-8" },
  });
});
