import { COMPARE_KINDS, type CompareKind } from "../../contracts/admin-compare";
import { ROW_TABLES, type RowTable } from "../../contracts/admin-rows";

/**
 * The admin island's client-side routes (docs/product.md §2 /admin/*): every /admin page is the same
 * prerendered shell, and the island picks its view from the address.
 */
export type AdminView =
  | { kind: "overview" | "logs" | "settings" | "alert" | "email" | "users" | "items" }
  | { kind: "item"; uid: string }
  | { kind: "rows"; table: RowTable }
  | { kind: "compare"; what: CompareKind }
  | { kind: "scan"; test: boolean }
  | { kind: ItemToolKind }
  | { kind: "unknown" };

/** The sections in the island's menu, in order. */
export const ADMIN_SECTIONS = [
  { path: "/admin", kind: "overview" },
  { path: "/admin/users", kind: "users" },
  { path: "/admin/items", kind: "items" },
  { path: "/admin/website-alert", kind: "alert" },
  { path: "/admin/global-settings", kind: "settings" },
  { path: "/admin/email-settings", kind: "email" },
  { path: "/admin/logs", kind: "logs" },
] as const;

/** The editor page of each kind of game-data row. */
export const ROW_PATHS = {
  quests: "/admin/quests",
  crafts: "/admin/crafts",
  barters: "/admin/barters",
  tags: "/admin/tags",
  traderOffers: "/admin/traders-prices",
} as const satisfies Record<RowTable, string>;

/** The item tools (images, icon crops, added items, icons, palette) and their addresses. */
export const ITEM_TOOL_PATHS = {
  images: "/admin/items-images",
  crop: "/admin/cut-edges",
  addItem: "/admin/add-item",
  liveIcons: "/admin/live-icons",
  palette: "/admin/palete",
} as const;
export type ItemToolKind = keyof typeof ITEM_TOOL_PATHS;
const ITEM_TOOLS = Object.keys(ITEM_TOOL_PATHS) as ItemToolKind[];

/** The screenshot recognition pages: scanning, then the step-by-step test. */
export const SCAN_PATHS = ["/admin/scan-items", "/admin/upload-test"] as const;

/** The compare page of a kind of upstream file. */
export const comparePath = (what: CompareKind) => `/admin/${what}-compare` as const;

/**
 * The view of an admin path (a trailing slash and the /ru prefix ignored).
 * @example adminView("/admin/item/abc") // { kind: "item", uid: "abc" }
 * @example adminView("/admin/traders-prices") // { kind: "rows", table: "traderOffers" }
 * @example adminView("/admin/upload-test") // { kind: "scan", test: true }
 * @example adminView("/admin/cut-edges") // { kind: "crop" }
 * @example adminView("/admin/palete") // { kind: "palette" }
 */
export function adminView(pathname: string): AdminView {
  const path = pathname.replace(/^\/ru(?=\/)/, "").replace(/\/+$/, "") || "/";
  const rows = ROW_TABLES.find((table) => path === ROW_PATHS[table]);
  if (rows) return { kind: "rows", table: rows };
  const compare = COMPARE_KINDS.find((what) => path === comparePath(what));
  if (compare) return { kind: "compare", what: compare };
  const item = /^\/admin\/item\/([^/]+)$/.exec(path);
  if (item?.[1]) return { kind: "item", uid: decodeURIComponent(item[1]) };
  const tool = ITEM_TOOLS.find((kind) => ITEM_TOOL_PATHS[kind] === path);
  if (tool) return { kind: tool };
  const section = ADMIN_SECTIONS.find((s) => s.path === path);
  if (section) return { kind: section.kind };
  const scan = SCAN_PATHS.indexOf(path as (typeof SCAN_PATHS)[number]);
  if (scan >= 0) return { kind: "scan", test: scan === 1 };
  return { kind: "unknown" };
}

/** The address of an item's editor. */
export const adminItemPath = (uid: string) => `/admin/item/${encodeURIComponent(uid)}`;
