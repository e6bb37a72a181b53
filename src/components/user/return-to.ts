/**
 * Where to go after signing in (the /user page): the `from` query parameter, else the page of
 * this site the visitor came from, else /account. Only paths of this site count, and never the
 * login page itself, so a crafted link cannot send a fresh session elsewhere.
 * @example returnTo({ search: "?from=/market", referrer: "", origin: "https://a.test" }) // "/market"
 */
export function returnTo(opts: { search: string; referrer: string; origin: string }): string {
  const from = new URLSearchParams(opts.search).get("from");
  const candidates = [from, opts.referrer];
  for (const raw of candidates) {
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(raw, opts.origin);
    } catch {
      continue;
    }
    if (url.origin !== opts.origin) continue;
    if (/^\/(?:[a-z]{2}\/)?user\/?$/.test(url.pathname)) continue;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return "/account";
}
