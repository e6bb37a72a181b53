import { describe, expect, it } from "vitest";
import { dropFallbackCopies } from "./island-fallback.mjs";

const island = (children: string) =>
  `<astro-island uid="a" client="only" await-children>${children}<!--astro:end--></astro-island>`;

describe("dropFallbackCopies", () => {
  it("drops each island's template copy of its fallback and keeps the placeholder", () => {
    const fallback = '<table class="calc__table"><tbody><tr><td>1</td></tr></tbody></table>';
    const html = `<main>${island(`${fallback}<template data-astro-template="fallback">${fallback}</template>`)}<p>between</p>${island(`<p>two</p><template data-astro-template="fallback"><p>two</p></template>`)}</main>`;
    expect(dropFallbackCopies(html)).toBe(
      `<main>${island(fallback)}<p>between</p>${island("<p>two</p>")}</main>`,
    );
  });

  it("keeps other slots' templates and templates inside the fallback", () => {
    const other = island('<p>x</p><template data-astro-template="extra"><b>kept</b></template>');
    expect(dropFallbackCopies(other)).toBe(other);
    const inner = '<template id="row"><tr></tr></template><p>fallback</p>';
    expect(dropFallbackCopies(island(inner))).toBe(island(inner));
    expect(
      dropFallbackCopies(island(`${inner}<template data-astro-template="fallback">${inner}</template>`)),
    ).toBe(island(inner));
  });
});
