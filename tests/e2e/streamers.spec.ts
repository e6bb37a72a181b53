import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";

// The chat-bot pages as a Pro streamer on the real snapshot: a token, the command to paste, and
// the answer the chat would get.

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
  await expect(answer).toContainText("Graphics card: барахолка ");
  await expect(answer).toContainText("/ru/item/graphics_card");
  await expect(page.getByTestId("bot-token-info")).toContainText("answered 2 requests");

  // StreamElements' own syntax, same token
  await page.goto("/streamers/streamelements");
  await page.getByRole("button", { name: "Replace the token" }).click();
  await expect(page.getByTestId("bot-command")).toContainText(
    "!command add !price ${urlfetch http://127.0.0.1:",
  );
  await page.getByRole("button", { name: "Revoke the token" }).click();
  await expect(page.getByText("The token is revoked")).toBeVisible();
});
