import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, adminItemPath, adminView, ITEM_TOOL_PATHS } from "./admin-route";

describe("adminView", () => {
  it.each([
    ["/admin", { kind: "overview" }],
    ["/admin/", { kind: "overview" }],
    ["/ru/admin/users", { kind: "users" }],
    ["/admin/logs", { kind: "logs" }],
    ["/admin/global-settings", { kind: "settings" }],
    ["/admin/website-alert", { kind: "alert" }],
    ["/admin/email-settings", { kind: "email" }],
    ["/admin/items", { kind: "items" }],
    ["/admin/item/5447a9cd4bdc2dbd208b4567", { kind: "item", uid: "5447a9cd4bdc2dbd208b4567" }],
    ["/admin/item/a%20b", { kind: "item", uid: "a b" }],
    ["/admin/item", { kind: "unknown" }],
    ["/admin/palete", { kind: "palette" }],
    ["/admin/palette", { kind: "unknown" }],
    ["/admin/live-icons", { kind: "liveIcons" }],
    ["/admin/quests", { kind: "rows", table: "quests" }],
    ["/admin/crafts", { kind: "rows", table: "crafts" }],
    ["/admin/barters", { kind: "rows", table: "barters" }],
    ["/admin/tags", { kind: "rows", table: "tags" }],
    ["/admin/traders-prices", { kind: "rows", table: "traderOffers" }],
    ["/admin/traderOffers", { kind: "unknown" }],
    ["/admin/quests-compare", { kind: "compare", what: "quests" }],
    ["/ru/admin/crafts-compare/", { kind: "compare", what: "crafts" }],
    ["/admin/barters-compare", { kind: "compare", what: "barters" }],
    ["/admin/traders-prices-compare", { kind: "compare", what: "traders-prices" }],
    ["/admin/guns-compare", { kind: "compare", what: "guns" }],
    ["/admin/cut-edges", { kind: "crop" }],
    ["/ru/admin/items-images/", { kind: "images" }],
    ["/admin/add-item", { kind: "addItem" }],
    ["/admin/add-items", { kind: "unknown" }],
    ["/admin/scan-items", { kind: "scan", test: false }],
    ["/admin/upload-test", { kind: "scan", test: true }],
  ])("%s", (path, view) => {
    expect(adminView(path)).toEqual(view);
  });

  it("reads back every section's own path and an item's editor address", () => {
    for (const s of ADMIN_SECTIONS) expect(adminView(s.path)).toEqual({ kind: s.kind });
    for (const [kind, path] of Object.entries(ITEM_TOOL_PATHS)) expect(adminView(path)).toEqual({ kind });
    expect(adminView(adminItemPath("x/y"))).toEqual({ kind: "item", uid: "x/y" });
  });
});
