/** One promise per stylesheet address: a sheet is linked once, however often it is asked for. */
const linked = new Map<string, Promise<void>>();

/**
 * Links a stylesheet file of this site into the page's head once, for code loaded after the page:
 * the page's policy (style-src 'self' plus hashes) refuses a <style> element added at run time,
 * and a sheet the page's HTML linked would hold its first paint. Resolves once the sheet applies
 * (or failed to load), so that nothing is drawn unstyled.
 */
export function linkStylesheet(href: string): Promise<void> {
  let applied = linked.get(href);
  if (!applied) {
    applied = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => resolve());
      document.head.append(link);
    });
    linked.set(href, applied);
  }
  return applied;
}
