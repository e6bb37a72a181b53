import { alertMode } from "./alert-mode";

/** Writes an alert into an element; DOMPurify is loaded only for HTML alerts. */
export async function renderAlert(body: HTMLElement, text: string): Promise<boolean> {
  const mode = alertMode(text);
  if (mode === "none") {
    body.replaceChildren();
    return false;
  }
  if (mode === "text") {
    body.textContent = text;
    return true;
  }
  const { default: DOMPurify } = await import("dompurify");
  body.innerHTML = DOMPurify.sanitize(text, { USE_PROFILES: { html: true } });
  return true;
}
