import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Runs axe on what the page shows now and expects no violation left: none of impact serious or
 * critical (`"serious"`), or none at all (`"any"`). The check is soft, so a test that scans several
 * routes or states scans them all and reports each failure, named by `where` (route and state),
 * rule and nodes.
 */
export async function expectAccessible(page: Page, where: string, level: "serious" | "any" = "serious") {
  // every rule still runs on every node; only the violations are gathered with their nodes (the
  // passing nodes' selectors, unread here, took a third of the scan on the long progression pages)
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const found = violations
    .filter((v) => level === "any" || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect.soft(found, `axe on ${where}`).toEqual([]);
}
