import { HEX_COLOUR, PALETTE_CATEGORY, PALETTE_MAX } from "../domain/item-palette";
import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

const colour = lazySchema(() =>
  z.string().check(z.regex(HEX_COLOUR, { error: "A colour is # and six hex digits, such as #1a2b3c" })),
);

/** The item tiles' backgrounds (/admin/palete, src/domain/item-palette.ts). */
export const itemPaletteSchema = lazySchema(() =>
  z.object({
    default: z.nullable(colour),
    categories: z
      .record(
        z
          .string()
          .check(
            z.regex(PALETTE_CATEGORY, { error: "A category is 1 to 60 characters without quotes or <>" }),
          ),
        colour,
      )
      .check(
        z.refine((r) => Object.keys(r).length <= PALETTE_MAX, {
          error: `At most ${PALETTE_MAX} categories`,
        }),
      ),
  }),
);

/**
 * How players pay for Pro (/payoneer-about), from the Worker's variables (wrangler.toml [vars]:
 * PAYONEER_EMAIL, PRO_PRICE, PATREON_PAGE_URL, CONTACT_EMAIL); null where the operator set none.
 */
export const paymentSettingsSchema = lazySchema(() =>
  z.object({
    payoneerEmail: z.nullable(z.email()),
    /** Free text, such as "5 USD a month". */
    price: z.nullable(z.string()),
    patreonUrl: z.nullable(z.url({ protocol: /^https$/ })),
    contactEmail: z.nullable(z.email()),
  }),
);
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** What every page may know of the global settings (docs/product.md §3 App state): no admin-only field. */
export const siteSettingsSchema = lazySchema(() =>
  z.object({
    tournamentEnabled: z.boolean(),
    helperVersion: z.string(),
    /** The item tiles' backgrounds; every page applies them (src/components/shell/live-data.ts). */
    palette: itemPaletteSchema,
    payment: paymentSettingsSchema,
  }),
);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/be/site-settings: read by the header (the streamer-challenge menu entry), /pilot and /payoneer-about. */
export const siteSettingsEndpoint = endpoint({
  method: "GET",
  path: "/site-settings",
  response: siteSettingsSchema,
});
