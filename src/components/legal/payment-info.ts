import type { PaymentSettings } from "../../contracts/site-settings";
import { fetchSiteSettings } from "../../stores/live-data";

/**
 * /payoneer-about: fills the operator's payment settings into the page's sentences
 * (PaymentSentence.astro). A value that is set shows the sentence with it; one that is not shows
 * the sentence saying the site has not set it up. Nothing is ever shown that the operator did not
 * configure.
 */

const FIELDS: readonly string[] = [
  "payoneerEmail",
  "price",
  "patreonUrl",
  "contactEmail",
] satisfies (keyof PaymentSettings)[];
const isField = (name: string | undefined): name is keyof PaymentSettings => FIELDS.includes(name ?? "");

function fill(el: HTMLElement, value: string): void {
  el.textContent = value;
  if (!(el instanceof HTMLAnchorElement)) return;
  el.href = el.dataset.kind === "mailto" ? `mailto:${value}` : value;
}

function showPayment(root: ParentNode, payment: PaymentSettings): void {
  for (const sentence of root.querySelectorAll<HTMLElement>("[data-payment]")) {
    const field = sentence.dataset.payment;
    const value = isField(field) ? payment[field] : null;
    if (value) for (const el of sentence.querySelectorAll<HTMLElement>("[data-value]")) fill(el, value);
    for (const form of sentence.querySelectorAll<HTMLElement>("[data-when]")) {
      form.hidden = form.dataset.when !== (value ? "set" : "unset");
    }
  }
}

/** Loads the payment settings once and shows them; a failure says so in the status line. */
export function startPaymentInfo(root: Document): void {
  const status = root.querySelector<HTMLElement>("[data-payment-status]");
  fetchSiteSettings()
    .then((settings) => {
      showPayment(root, settings.payment);
      if (status) status.hidden = true;
    })
    .catch((err: unknown) => {
      console.warn("[payment]", err);
      if (status) status.textContent = status.dataset.failed ?? "";
    });
}
