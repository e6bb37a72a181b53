/**
 * How the website-alert text is shown (docs/product.md §4): nothing when blank, as HTML when it contains
 * '<' (sanitized before it reaches the page), else as plain text.
 * @example alertMode("<b>x</b>") // "html"
 */
export function alertMode(text: string): "none" | "text" | "html" {
  if (text.trim() === "") return "none";
  return text.includes("<") ? "html" : "text";
}
