import { PHONE_WIDTH, readRussian, wideRoutes } from "./support/page-width";
import { PUBLIC_ROUTES } from "./support/pages";
import { expect, test } from "./support/test";

// Every page is usable on a phone: at 375 px the page itself never scrolls sideways, in English
// and in Russian (longer words), for a visitor here and signed in (phone-width-signed-in.spec.ts).
// Wide tables scroll inside their own box instead.

for (const locale of ["en", "ru"] as const) {
  test(`no page scrolls sideways at ${PHONE_WIDTH} px for a visitor (${locale})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    if (locale === "ru") await readRussian(context);
    expect(await wideRoutes(page, PUBLIC_ROUTES)).toEqual([]);
  });
}
