import { Hono } from "hono";
import { calcQuerySchema } from "../../src/contracts/calc";
import { getDb } from "../db/client";
import { calcDataJson } from "../db/queries/calc";
import type { AppBindings } from "../env";
import { revalidate } from "../middleware/cache-headers";
import { validate } from "../validate";

/** GET /calc: recipes, hideout levels and one mode's trader offers for the calculators. */
export const calcRoutes = new Hono<AppBindings>().get(
  "/calc",
  revalidate(),
  validate("query", calcQuerySchema),
  async (c) => {
    const { mode } = c.req.valid("query");
    const { version, json } = await calcDataJson(getDb(c.env.DB), mode);
    return new Response(json, {
      headers: { ETag: `"calc.${version}.${mode}"`, "Content-Type": "application/json; charset=UTF-8" },
    });
  },
);
