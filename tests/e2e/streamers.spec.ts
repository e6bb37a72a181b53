import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// The streamer and developer pages as a Pro user on the real snapshot: a bot token, the command to
// paste and the chat's answer; an API key and the prices it reads.

test("a streamer makes a token, gets the Nightbot command and the chat's answer", async ({ page }) => {
  await signIn(page, "pro@example.test");
  await page.goto("/streamers/nightbot");
  await page.getByRole("button", { name: /Make a token|Replace the token/ }).click();
  const command = page.getByTestId("bot-command");
  await expect(command).toContainText("!addcom !price $(urlfetch http://127.0.0.1:");
  await expect(command).toContainText("/api/bot/nightbot?token=");
  await expect(command).toContainText("&lang=en&q=$(querystring))");
  await page.getByRole("button", { name: "Ask" }).click();
  const answer = page.getByTestId("bot-answer");
  await expect(answer).toContainText("Graphics card: flea ");
  await expect(answer).toContainText("/item/graphics_card");
  expect(((await answer.textContent()) ?? "").length).toBeLessThan(400);

  // in Russian (the real snapshot's item names are English only)
  await page.getByLabel("Answer language").selectOption("ru");
  await expect(command).toContainText("&lang=ru&q=");
  await page.getByRole("button", { name: "Ask" }).click();
  // the game's Russian name
  await expect(answer).toContainText("Видеокарта: барахолка ");
  await expect(answer).toContainText("/ru/item/graphics_card");
  await expect(page.getByTestId("bot-token-info")).toContainText("answered 2 requests");

  // the copy button puts the whole command on the clipboard
  const nightbotCommand = (await command.textContent()) ?? "";
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(nightbotCommand);
  const nightbotUrl = `${nightbotCommand.slice(nightbotCommand.indexOf("http"), nightbotCommand.indexOf("$(querystring)"))}gpu`;

  // StreamElements has its own syntax and its own token: setting it up leaves Nightbot's command working
  await page.goto("/streamers/streamelements");
  await page.getByRole("button", { name: /Make a token|Replace the token/ }).click();
  await expect(page.getByTestId("bot-command")).toContainText(
    "!command add !price ${urlfetch http://127.0.0.1:",
  );
  expect(await page.getByTestId("bot-command").textContent()).not.toContain(
    new URL(nightbotUrl).searchParams.get("token"),
  );
  await page.getByRole("button", { name: "Revoke the token" }).click();
  await expect(page.getByText("The token is revoked")).toBeVisible();
  // (the command copied above asks in Russian)
  expect(await (await page.request.get(nightbotUrl)).text()).toMatch(/^Видеокарта: барахолка /);
});

test("a Pro developer makes an API key on /dev/api and reads prices with it", async ({ page }) => {
  await signIn(page, "pro@example.test");
  await page.goto("/dev/api");
  await expect(page.getByText('curl -H "x-api-key: $TM_API_KEY"').first()).toBeVisible();
  // the examples name this site
  await expect(page.locator("pre[data-origin]").first()).toContainText('"http://127.0.0.1:');
  // a name of its own: a retry after a failure finds the first attempt's key still listed
  const name = `E2E tool ${Date.now()}`;
  await page.getByLabel("Name of the new key").fill(name);
  await page.getByRole("button", { name: "Make a key" }).click();
  const key = (await page.getByTestId("api-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^tmk_/);
  const res = await page.request.get("/api/v1/item?q=graphics%20card", { headers: { "x-api-key": key } });
  expect(res.status()).toBe(200);
  const items = (await res.json()) as { name: string; price: number | null }[];
  expect(items[0]?.name).toBe("Graphics card");
  // revoking it from the list ends it
  const row = page.locator(".api-keys li", { hasText: name });
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get("/api/v1/items/all", { headers: { "x-api-key": key } })).status()).toBe(401);
});

test("/discord-bot offers no install link until the site's Discord application is set", async ({ page }) => {
  await page.goto("/discord-bot");
  await expect(page.getByTestId("discord-install-unset")).toContainText("DISCORD_APPLICATION_ID");
  await expect(page.getByTestId("discord-install")).toHaveCount(0);
  expect(await page.locator('a[href*="client_id=0"]').count()).toBe(0);
  await page.goto("/ru/discord-bot");
  await expect(page.getByTestId("discord-install-unset")).toContainText("Приложение Discord этого сайта");
});
