/** Puts this site's address into the examples of the developer pages (built without knowing it). */
export const SITE_PLACEHOLDER = "https://<this site>";

export function fillOrigin(root: ParentNode, origin: string): void {
  root.querySelectorAll<HTMLElement>("[data-origin]").forEach((el) => {
    el.textContent = (el.textContent ?? "").replaceAll(SITE_PLACEHOLDER, origin);
  });
}
