import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/**
 * The banner: `text` for every page, and `ru` for Russian pages when an admin wrote one (absent
 * otherwise: Russian pages then show `text`).
 */
export const websiteAlertResponseSchema = lazySchema(() =>
  z.object({
    websiteAlert: z.object({ text: z.string(), ru: z.optional(z.string()) }),
  }),
);

/** The alert text a page in `locale` shows. */
export const alertTextFor = (alert: { text: string; ru?: string | undefined }, locale: string): string =>
  (locale === "ru" && alert.ru) || alert.text;

/** GET /api/be/website-alert */
export const websiteAlertEndpoint = endpoint({
  method: "GET",
  path: "/website-alert",
  response: websiteAlertResponseSchema,
});
