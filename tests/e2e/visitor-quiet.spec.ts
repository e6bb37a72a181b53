import { expect, test } from "./support/test";

// A visitor's pages make no failing request (no red 401 for the session in the console): the
// user is asked for only when the browser carries the signed-in marker cookie.

const PAGES = ["/", "/market", "/item/graphics_card", "/crafts", "/progression/quests", "/user"];

test("a visitor's pages never ask for the user and no request fails", async ({ page }) => {
  const failed: string[] = [];
  const asked: string[] = [];
  page.on("response", (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  page.on("request", (req) => {
    if (req.url().includes("/api/be/users/me")) asked.push(page.url());
  });
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(failed).toEqual([]);
  expect(asked).toEqual([]);
});

test("a marker left by an ended session is dropped after one answer", async ({ page, context }) => {
  await context.addCookies([
    { name: "tm_session", value: "ended", domain: "127.0.0.1", path: "/" },
    { name: "tm_signed_in", value: "1", domain: "127.0.0.1", path: "/" },
  ]);
  await page.goto("/market");
  await page.waitForLoadState("networkidle");
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain("tm_signed_in");
  expect(names).not.toContain("tm_session");
});
