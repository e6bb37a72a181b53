import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

/**
 * The suite's `test`: every spec imports it (biome refuses `test` from @playwright/test in
 * tests/e2e). Its automatic `pageGuard` fixture watches every page of the test's context and of
 * any context the test opens with `browser.newContext()`, and fails the test on
 *  - a Content-Security-Policy violation (the browser's own report and the
 *    `securitypolicyviolation` event),
 *  - an uncaught page error,
 *  - a console error the test did not announce with `pageGuard.allow(/…/)`.
 * A resource that fails to load from another host is not a page's error: the suite's browser
 * resolves no host but 127.0.0.1 (item icons on other hosts fail at once, offline). Nor is a 4xx
 * answer of the API (the page shows the refusal) or of a page visited on purpose (404 pages).
 */
export type PageGuard = {
  /** Accepts console errors that match (a test that provokes a refusal on purpose). */
  allow(pattern: RegExp): void;
  /** What the guard has seen so far, allowed or not. */
  seen(): readonly string[];
};

const LOOPBACK = /^https?:\/\/127\.0\.0\.1[:/]/;
const API = /^https?:\/\/127\.0\.0\.1(:\d+)?\/api\//;
const HELPER_REFUSED = /^WebSocket connection to 'ws:\/\/(127\.0\.0\.1|localhost):5123\/' failed/;
const FOUR_XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** Reports CSP violations as console errors, also those a browser does not log itself. */
function reportViolations() {
  document.addEventListener("securitypolicyviolation", (e) => {
    console.error(
      `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"} ${e.sample ?? ""}`.trim(),
    );
  });
}

export const test = base.extend<{ pageGuard: PageGuard }>({
  pageGuard: [
    async ({ context, browser }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watchPage = (page: Page) => {
        page.on("console", (msg) => {
          if (msg.type() !== "error") return;
          const text = msg.text();
          const where = msg.location().url ?? "";
          if (/^Failed to load resource/.test(text) && where && !LOOPBACK.test(where)) return;
          // an API call the page makes and handles (401, 403, 404, 409, 429…) or a page that is a
          // 404 on purpose: refusals the tests provoke; a server error or a missing asset still fails
          if (FOUR_XX.test(text) && (API.test(where) || where === page.url())) return;
          // the desktop helper's socket, refused while no helper runs on this computer (/test, /pilot)
          if (HELPER_REFUSED.test(text)) return;
          problems.push(`console error on ${page.url()}: ${text}${where ? ` (${where})` : ""}`);
        });
        page.on("pageerror", (err) => problems.push(`page error on ${page.url()}: ${err.message}`));
      };
      const watchContext = async (ctx: BrowserContext) => {
        await ctx.addInitScript(reportViolations);
        for (const page of ctx.pages()) watchPage(page);
        ctx.on("page", watchPage);
      };
      await watchContext(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const ctx = await newContext(...args);
        await watchContext(ctx);
        return ctx;
      };
      try {
        await use({ allow: (pattern) => allowed.push(pattern), seen: () => problems });
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = problems.filter((p) => !allowed.some((a) => a.test(p)));
      if (unexpected.length > 0) await testInfo.attach("page problems", { body: unexpected.join("\n") });
      expect(unexpected, "CSP violations, page errors or console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
