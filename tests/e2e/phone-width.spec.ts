import { PHONE_WIDTH, wideRoutes } from "./support/page-width";
import { PUBLIC_ROUTES } from "./support/pages";
import { expect, test } from "./support/test";

// Every page is usable on a phone: at 375 px the page itself never scrolls sideways and no word of
// its text is cut in two to fit, for a visitor here (English) and signed in, in Russian with its
// longer words (phone-width-signed-in.spec.ts). Wide tables scroll inside their own box instead.

test(`every page fits ${PHONE_WIDTH} px for a visitor (en): no sideways scroll, no word cut in two`, async ({
  page,
}) => {
  test.setTimeout(150_000);
  expect(await wideRoutes(page, PUBLIC_ROUTES)).toEqual([]);
});
