import { describe, expect, it } from "vitest";
import { fillOrigin } from "./fill-origin";

describe("fillOrigin", () => {
  it("puts the site's address into the marked examples only", () => {
    const marked = { textContent: 'curl "https://<this site>/api/v1/items/all" https://<this site>/x' };
    const root = { querySelectorAll: () => [marked] } as unknown as ParentNode;
    // (a NodeList has forEach too)
    fillOrigin(root, "https://tm.example");
    expect(marked.textContent).toBe('curl "https://tm.example/api/v1/items/all" https://tm.example/x');
  });
});
