import { signIn } from "./support/auth";
import { PHONE_WIDTH, readRussian, wideRoutes } from "./support/page-width";
import { ADMIN_ROUTES, PUBLIC_ROUTES } from "./support/pages";
import { expect, test } from "./support/test";

// The phone-width sweep signed in: a Pro user's pages in Russian (the character block, Pro-only
// controls and the longer words), and every admin page for an admin.

test(`every page fits ${PHONE_WIDTH} px for a Pro user (ru): no sideways scroll, no word cut in two`, async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await readRussian(context);
  await signIn(page, "pro@example.test");
  expect(await wideRoutes(page, PUBLIC_ROUTES)).toEqual([]);
});

test(`every admin page fits ${PHONE_WIDTH} px (en)`, async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@example.test");
  expect(await wideRoutes(page, ADMIN_ROUTES)).toEqual([]);
});
