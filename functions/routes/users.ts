import { Hono } from "hono";
import { userView } from "../db/queries/users";
import type { AppBindings } from "../env";
import { requireUser } from "../middleware/auth";

/** The signed-in user and their characters (SPEC §3, §5, §6, §7). */
export const userRoutes = new Hono<AppBindings>().get("/users/me", async (c) => {
  const account = requireUser(c);
  c.header("Cache-Control", "private, no-store");
  return c.json(await userView(c.env.DB, account));
});
