import type { Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { holdRequests } from "./support/hold";
import { expect, test } from "./support/test";

// A page names the data its island will need (src/components/shell/EarlyData.astro), and a small
// script asks the data worker for it as soon as the page is read. The island's code arrives later
// (seconds on a phone): its first ask receives the answer already under way, so nothing is
// downloaded twice.

type Case = {
  path: string;
  /** The island's (or controller's) code, held back until the data has been asked for. */
  code: RegExp;
  /** The API requests the page makes, each once. */
  asks: string[];
  /** The page's data is shown. */
  live: (page: Page) => Promise<void>;
};

const cases: Case[] = [
  {
    path: "/crafts",
    code: /\/_astro\/Crafts\.[\w-]+\.js$/,
    asks: ["/api/be/cache?mode=pvp&quests=skip", "/api/be/calc?mode=pvp"],
    live: (page) => expect(page.locator(".calc__table:not([aria-busy]) tbody tr").first()).toBeVisible(),
  },
  {
    path: "/ru/barters",
    code: /\/_astro\/Barters\.[\w-]+\.js$/,
    // the Russian page's items carry their Russian names
    asks: ["/api/be/cache?mode=pvp&lang=ru&quests=skip", "/api/be/calc?mode=pvp"],
    live: (page) => expect(page.locator(".calc__table:not([aria-busy]) tbody tr").first()).toBeVisible(),
  },
  {
    path: "/market",
    code: /\/_astro\/MarketPage\.astro_astro_type_script[\w-]*\.[\w-]+\.js$/,
    asks: ["/api/be/cache?mode=pvp&quests=skip"],
    live: (page) => expect(page.getByTestId("market-status")).toContainText(/\d+ of \d+ items/),
  },
  {
    path: "/progression/quests",
    code: /\/_astro\/QuestsTracker\.[\w-]+\.js$/,
    asks: ["/api/be/cache?mode=pvp&items=skip"],
    live: (page) => expect(page.locator("li.quest[data-status]").first()).toBeVisible(),
  },
];

for (const c of cases) {
  test(`${c.path} asks for its data before its island's code has arrived, and asks once`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname === "/api/be/cache" || url.pathname === "/api/be/calc")
        asked.push(`${url.pathname}${url.search}`);
    });
    let codeAsked = false;
    const release = await holdRequests(page, c.code, () => {
      codeAsked = true;
    });
    await page.goto(c.path, { waitUntil: "commit" });
    // every request is made while the island's code is still held back
    await expect.poll(() => [...new Set(asked)].sort()).toEqual([...c.asks].sort());
    expect(codeAsked).toBe(true);
    release();
    await c.live(page);
    // the island's own asks took the answers already under way
    expect(asked.sort()).toEqual([...c.asks].sort());
    // the script is in the head, so that it is asked for beside the stylesheets, not once the
    // parser has reached the page's body
    await expect(page.locator('head > script[src*="/early-data-script"]')).toHaveCount(1);
    await expect(page.locator('head > meta[name="early-data"]')).toHaveCount(1);
  });
}

test("a signed-in browser whose last character played PvE asks for PvE prices early", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "tm_signed_in", value: "1", url: "http://127.0.0.1" }]);
  await page.addInitScript(() =>
    localStorage.setItem(
      "tm_user_hint",
      JSON.stringify({ uid: "u1", charName: "Pve", fraction: "USEC", level: 10, gameMode: "PVE" }),
    ),
  );
  const asked: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/be/calc")) asked.push(new URL(req.url()).search);
  });
  await page.route(/\/_astro\/Crafts\.[\w-]+\.js$/, () => {
    // the island never arrives: only the early script asks
  });
  await page.goto("/crafts", { waitUntil: "commit" });
  await expect.poll(() => asked).toEqual(["?mode=pve"]);
});

test("a signed-in PvE player's pages ask for PvE prices alone, from the first ask on", async ({
  page,
  browser,
}) => {
  // a fresh Pro player (an admin grants it), whose PMC plays PvE: the main profile cannot
  const email = `pve-${Date.now().toString(36)}@example.test`;
  await signIn(page, email);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@example.test");
  const granted = await admin.request.post("/api/be/admin/users/role", { data: { email, pro: true } });
  expect(granted.status(), await granted.text()).toBe(200);
  await admin.context().close();
  const made = await page.request.post("/api/be/users/me/char/create", {
    data: { fraction: "Usec", gameMode: "PVE" },
  });
  expect(made.status(), await made.text()).toBe(200);
  expect((await made.json()).gameMode).toBe("PVE");
  // a page shown signed in keeps the active character for the next one (the header's hint)
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("tm_user_hint"))).toContain('"PVE"');
  // that page's own asks end with it (it was shown before the hint: its data worker may still ask in PvP)
  await page.goto("about:blank");

  const modes: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith("/api/be/") || url.pathname === "/api/be/users/me") return;
    // the quests alone (the header's quest counts) are the same in both modes, asked in PvP
    if (url.searchParams.get("items") === "skip") return;
    const body = req.postData();
    const mode =
      url.searchParams.get("mode") ?? (body ? (JSON.parse(body) as { mode?: string }).mode : undefined);
    if (mode) modes.push(`${url.pathname} ${mode}`);
  });
  await page.goto("/crafts");
  await expect(page.locator(".calc__table:not([aria-busy]) tbody tr").first()).toBeVisible();
  await page.goto("/item/graphics_card");
  await expect(page.locator("[data-chart] canvas, [data-chart] .chart-msg").first()).toBeVisible();
  await expect.poll(() => modes.some((m) => m.startsWith("/api/be/item/by-url"))).toBe(true);
  // until GET /users/me answered, the pages priced in PvP, then asked again in PvE
  expect(modes.filter((m) => !m.endsWith(" pve"))).toEqual([]);
  expect(modes).toEqual(expect.arrayContaining(["/api/be/cache pve", "/api/be/calc pve"]));
});
