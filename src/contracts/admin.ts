import { endpoint } from "./endpoint";
import { itemPaletteSchema } from "./site-settings";
import { lazySchema, z } from "./zod-mini";

/**
 * The admin area's calls (docs/product.md §2 /admin/*, §6: admins only; everyone else gets the not-found
 * answer). Every change writes an audit line: who, when, what, before → after.
 */

const uidParams = lazySchema(() => z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) }));
const searchQuery = lazySchema(() =>
  z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(100)), "") }),
);

/* ---- log ---- */

export const LOG_KINDS = ["audit", "import", "job"] as const;
export const logEntrySchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(LOG_KINDS),
    at: z.number(),
    actorEmail: z.nullable(z.string()),
    action: z.string(),
    target: z.nullable(z.string()),
    before: z.unknown(),
    after: z.unknown(),
    failed: z.boolean(),
  }),
);
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsQuerySchema = lazySchema(() =>
  z.object({
    kind: z._default(z.enum(["all", ...LOG_KINDS]), "all"),
    /** Matches the action, the target or the admin's email. */
    q: z._default(z.string().check(z.trim(), z.maxLength(100)), ""),
    /** Entries older than this id (the next page). */
    before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  }),
);
export const LOG_PAGE = 50;

/* ---- overview ---- */

export const overviewSchema = lazySchema(() =>
  z.object({
    counts: z.object({
      users: z.number(),
      characters: z.number(),
      pro: z.number(),
      admins: z.number(),
      patrons: z.number(),
    }),
    /** kv data_source (src/contracts/data-source.ts), when any data is loaded. */
    dataSource: z.nullable(
      z.object({
        kind: z.string(),
        source: z.optional(z.string()),
        importedAt: z.optional(z.number()),
        pricesAsOf: z.optional(z.nullable(z.number())),
      }),
    ),
    /** Per game mode: how many items have a price and the newest price time. */
    prices: z.array(z.object({ mode: z.string(), items: z.number(), newest: z.nullable(z.number()) })),
    imports: z.array(logEntrySchema),
    errors: z.array(logEntrySchema),
    overrides: z.number(),
  }),
);
export type Overview = z.infer<typeof overviewSchema>;

/* ---- settings ---- */

export const globalSettingsSchema = lazySchema(() =>
  z.object({
    fuelBase: z.number().check(z.gt(0), z.lte(1000)),
    tournamentEnabled: z.boolean(),
    helperVersion: z.string().check(z.trim(), z.maxLength(32), z.regex(/^[0-9A-Za-z.+-]*$/)),
    /** Milliseconds, or null for no wipe planned. */
    wipeDate: z.nullable(z.number().check(z.int(), z.gte(0))),
  }),
);
export const globalSettingsPatchSchema = lazySchema(() => z.partial(globalSettingsSchema));

/** The alert's longest text: a few lines of HTML. */
export const ALERT_MAX = 2000;
/** The alert's texts: for every page, and (optional; left as it is when absent) for Russian pages. */
export const websiteAlertPutSchema = lazySchema(() =>
  z.object({
    text: z.string().check(z.trim(), z.maxLength(ALERT_MAX)),
    ru: z.optional(z.string().check(z.trim(), z.maxLength(ALERT_MAX))),
  }),
);

/* ---- email ---- */

const emailAddress = lazySchema(() =>
  z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email()),
);
export const emailSettingsSchema = lazySchema(() =>
  z.object({
    /** How mail leaves: the log and outbox (local) or the HTTP mail API. */
    transport: z.enum(["local", "http"]),
    /** The mail API's host (never its key), when one is configured. */
    apiHost: z.nullable(z.string()),
    /** The sender the Worker's configuration names (MAIL_FROM), when any. */
    configuredFrom: z.nullable(z.string()),
    /** The admins' sender, which wins over MAIL_FROM; "" when none. */
    from: z.string(),
    /** The last mails of the local outbox (local mode only), newest first. */
    outbox: z.array(z.object({ to: z.string(), subject: z.string(), at: z.number() })),
  }),
);
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export const emailSettingsPutSchema = lazySchema(() =>
  z.object({ from: z.union([z.literal(""), emailAddress]) }),
);
export const testMailSchema = lazySchema(() => z.object({ to: emailAddress }));

/* ---- users ---- */

export const adminUserRowSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    email: z.nullable(z.string()),
    username: z.nullable(z.string()),
    pro: z.boolean(),
    admin: z.boolean(),
    patronUntil: z.nullable(z.number()),
    createdAt: z.number(),
    characters: z.number(),
  }),
);
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserSchema = lazySchema(() =>
  z.object({
    ...adminUserRowSchema.shape,
    charUid: z.string(),
    chars: z.array(
      z.object({
        uid: z.string(),
        charName: z.string(),
        gameMode: z.string(),
        fraction: z.string(),
        level: z.number(),
        questsDone: z.number(),
        itemsFound: z.number(),
        modulesBuilt: z.number(),
      }),
    ),
  }),
);
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPatchSchema = lazySchema(() =>
  z
    .object({
      pro: z.optional(z.boolean()),
      admin: z.optional(z.boolean()),
      /** Milliseconds, or null to end the patron status. */
      patronUntil: z.optional(z.nullable(z.number().check(z.int(), z.gte(0)))),
    })
    .check(
      z.refine((b) => b.pro !== undefined || b.admin !== undefined || b.patronUntil !== undefined, {
        error: "Nothing to change",
      }),
    ),
);

/* ---- items ---- */

/** Item fields an admin may edit; each edit is kept across imports until reverted. */
export const ITEM_EDIT_FIELDS = [
  "name",
  "shortName",
  "nameRu",
  "isFunctional",
  "icon",
  "image",
  "enImg",
  "gunBuildImg",
  "iconCrop",
] as const;
export type ItemEditField = (typeof ITEM_EDIT_FIELDS)[number];
/** The image addresses of an item (columns wiki_icon, wiki_img, en_img, gun_build_img). */
export const ITEM_IMAGE_FIELDS = ["icon", "image", "enImg", "gunBuildImg"] as const;
export type ItemImageField = (typeof ITEM_IMAGE_FIELDS)[number];

/**
 * Whether an image address may be shown: an https address, or a path on this site ("/…", not
 * "//…", which would be another host). Anything else (`javascript:`, `data:`, `http:`) is refused.
 * @example isSafeImageAddress("https://assets.example/i.webp") // true
 * @example isSafeImageAddress("javascript:alert(1)") // false
 */
export function isSafeImageAddress(address: string): boolean {
  if (/[\s\\<>"'`]/.test(address)) return false;
  if (address.startsWith("/")) return !address.startsWith("//");
  if (!address.startsWith("https://")) return false;
  try {
    return new URL(address).protocol === "https:";
  } catch {
    return false;
  }
}
const imageAddress = lazySchema(() =>
  z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(500),
        z.refine(isSafeImageAddress, { error: "An image address must start with https:// or / (this site)" }),
      ),
  ),
);

/** The most of an icon a crop may cut from one side, and from two opposite sides together (%). */
export const CROP_SIDE_MAX = 40;
export const CROP_PAIR_MAX = 80;
const cropSide = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(CROP_SIDE_MAX)));
/** An icon crop: the percent of the icon cut from each side (null: no crop). */
const iconCropSchema = lazySchema(() =>
  z.object({ top: cropSide, right: cropSide, bottom: cropSide, left: cropSide }).check(
    z.refine((c) => c.top + c.bottom < CROP_PAIR_MAX && c.left + c.right < CROP_PAIR_MAX, {
      error: `A crop leaves at least ${100 - CROP_PAIR_MAX + 1} % of the icon each way`,
    }),
  ),
);
export type IconCrop = z.infer<typeof iconCropSchema>;

const nameText = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
export const itemPatchSchema = lazySchema(() =>
  z
    .object({
      name: z.optional(nameText),
      shortName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
      nameRu: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      isFunctional: z.optional(z.boolean()),
      icon: z.optional(imageAddress),
      image: z.optional(imageAddress),
      enImg: z.optional(imageAddress),
      gunBuildImg: z.optional(imageAddress),
      iconCrop: z.optional(z.nullable(iconCropSchema)),
    })
    .check(z.refine((b) => Object.keys(b).length > 0, { error: "Nothing to change" })),
);
export type ItemPatch = z.infer<typeof itemPatchSchema>;
export const itemRevertSchema = lazySchema(() =>
  z.object({
    fields: z.array(z.enum(ITEM_EDIT_FIELDS)).check(z.minLength(1), z.maxLength(ITEM_EDIT_FIELDS.length)),
  }),
);

export const adminItemRowSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    url: z.string(),
    name: z.string(),
    shortName: z.string(),
    category: z.nullable(z.string()),
    edited: z.boolean(),
  }),
);
export const adminItemSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    url: z.string(),
    bsgId: z.nullable(z.string()),
    name: z.string(),
    shortName: z.string(),
    nameRu: z.string(),
    isFunctional: z.boolean(),
    category: z.nullable(z.string()),
    tags: z.array(z.string()),
    icon: z.nullable(z.string()),
    image: z.nullable(z.string()),
    enImg: z.nullable(z.string()),
    gunBuildImg: z.nullable(z.string()),
    /** The crop of the icon where the site shows it (an admin's edit only; the data has none). */
    iconCrop: z.nullable(iconCropSchema),
    /** Added by an admin (/admin/add-item), not from the data. */
    added: z.boolean(),
    basePrice: z.nullable(z.number()),
    width: z.nullable(z.number()),
    height: z.nullable(z.number()),
    weight: z.nullable(z.number()),
    updatedAt: z.number(),
    /** The fields an admin changed: the value in force, the data's value, who and when. */
    overrides: z.array(
      z.object({
        field: z.enum(ITEM_EDIT_FIELDS),
        value: z.unknown(),
        upstream: z.unknown(),
        byEmail: z.nullable(z.string()),
        at: z.number(),
      }),
    ),
  }),
);
export type AdminItem = z.infer<typeof adminItemSchema>;

export const adminEndpoints = {
  overview: endpoint({ method: "GET", path: "/admin/overview", response: overviewSchema }),
  logs: endpoint({
    method: "GET",
    path: "/admin/logs",
    query: logsQuerySchema,
    response: lazySchema(() => z.object({ entries: z.array(logEntrySchema), next: z.nullable(z.number()) })),
  }),
  settings: endpoint({ method: "GET", path: "/admin/global-settings", response: globalSettingsSchema }),
  settingsPut: endpoint({
    method: "PUT",
    path: "/admin/global-settings",
    body: globalSettingsPatchSchema,
    response: globalSettingsSchema,
  }),
  alertPut: endpoint({
    method: "PUT",
    path: "/admin/website-alert",
    body: websiteAlertPutSchema,
    response: lazySchema(() => z.object({ text: z.string(), ru: z.string() })),
  }),
  email: endpoint({ method: "GET", path: "/admin/email-settings", response: emailSettingsSchema }),
  emailPut: endpoint({
    method: "PUT",
    path: "/admin/email-settings",
    body: emailSettingsPutSchema,
    response: emailSettingsSchema,
  }),
  emailTest: endpoint({
    method: "POST",
    path: "/admin/email-settings/test",
    body: testMailSchema,
    response: lazySchema(() => z.object({ sent: z.literal(true) })),
  }),
  users: endpoint({
    method: "GET",
    path: "/admin/users",
    query: searchQuery,
    response: lazySchema(() => z.object({ users: z.array(adminUserRowSchema) })),
  }),
  user: endpoint({ method: "GET", path: "/admin/users/:uid", params: uidParams, response: adminUserSchema }),
  userPut: endpoint({
    method: "PUT",
    path: "/admin/users/:uid",
    params: uidParams,
    body: adminUserPatchSchema,
    response: adminUserSchema,
  }),
  palette: endpoint({
    method: "GET",
    path: "/admin/palette",
    /** The palette, and the categories the data uses. */
    response: lazySchema(() => z.object({ palette: itemPaletteSchema, categories: z.array(z.string()) })),
  }),
  palettePut: endpoint({
    method: "PUT",
    path: "/admin/palette",
    body: itemPaletteSchema,
    response: lazySchema(() => z.object({ palette: itemPaletteSchema, categories: z.array(z.string()) })),
  }),
  items: endpoint({
    method: "GET",
    path: "/admin/items",
    query: searchQuery,
    response: lazySchema(() => z.object({ items: z.array(adminItemRowSchema) })),
  }),
  item: endpoint({ method: "GET", path: "/admin/items/:uid", params: uidParams, response: adminItemSchema }),
  itemPut: endpoint({
    method: "PUT",
    path: "/admin/items/:uid",
    params: uidParams,
    body: itemPatchSchema,
    response: adminItemSchema,
  }),
  itemRevert: endpoint({
    method: "POST",
    path: "/admin/items/:uid/revert",
    params: uidParams,
    body: itemRevertSchema,
    response: adminItemSchema,
  }),
};
