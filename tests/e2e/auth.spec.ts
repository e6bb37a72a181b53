import { latestCode, requestCode, signIn } from "./support/auth";
import { expect, test } from "./support/test";

// The local accounts (scripts/data/local-accounts.ts) sign in with the code the server logs.

test("pro@example.test signs in with the logged code; the session cookie carries the user", async ({
  page,
}) => {
  await signIn(page, "pro@example.test");
  const me = await page.request.get("/api/be/users/me");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: "pro@example.test", pro: true, admin: false });
  const cookie = (await page.context().cookies()).find((c) => c.name === "tm_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
});

test("free@example.test is base; logout ends the session", async ({ page }) => {
  await signIn(page, "free@example.test");
  expect(await (await page.request.get("/api/be/users/me")).json()).toMatchObject({
    pro: false,
    admin: false,
  });
  // a GET (an image or link on another page) signs no one out
  expect((await page.request.get("/api/be/logout?lang=en")).status()).toBe(405);
  expect((await page.request.get("/api/be/users/me")).status()).toBe(200);
  await page.goto("/account");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/be/users/me")).status()).toBe(401);
});

test("only admin@example.test gets past the /admin gate", async ({ page }) => {
  expect((await page.goto("/admin"))?.status()).toBe(404);
  await signIn(page, "free@example.test");
  expect((await page.goto("/admin"))?.status()).toBe(404);
  await signIn(page, "admin@example.test");
  expect((await page.goto("/admin"))?.status()).toBe(200);
});

test("a wrong code six times is refused with the limit message", async ({ page }) => {
  const email = "free@example.test";
  const code = await requestCode(page, email);
  expect(await latestCode(email)).toBe(code);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post("/api/be/auth/email/verify", { data: { email, code: wrong } });
    expect(await res.json()).toEqual({
      error: { code: "bad_request", message: "Error: invalid code", key: "auth.invalidCode" },
    });
  }
  const sixth = await page.request.post("/api/be/auth/email/verify", { data: { email, code } });
  expect(sixth.status()).toBe(429);
  expect(await sixth.json()).toEqual({
    error: { code: "rate_limited", message: "429 - Rate limit exceeded", key: "error.rateLimited" },
  });
});
