/**
 * One parameter of the page's address: "" when it is absent, and in the build's render, which has
 * no address.
 */
export const queryParam = (name: string): string =>
  new URLSearchParams(globalThis.location?.search ?? "").get(name) ?? "";
