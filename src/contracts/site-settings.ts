import { endpoint } from "./endpoint";
import { z } from "./zod-mini";

/** What every page may know of the global settings (SPEC §3 App state): no admin-only field. */
export const siteSettingsSchema = z.object({
  tournamentEnabled: z.boolean(),
  helperVersion: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/be/site-settings: read by the header (the streamer-challenge menu entry) and /pilot. */
export const siteSettingsEndpoint = endpoint({
  method: "GET",
  path: "/site-settings",
  response: siteSettingsSchema,
});
