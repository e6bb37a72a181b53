/** A piece of a catalogue text: plain text, `code`, or a [link](target). */
export type RichPart =
  | { kind: "text"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Where a link goes: a path on this site, an anchor, an https address, or a named target; else null. */
function linkHref(target: string, named: Readonly<Record<string, string>>): string | null {
  if ((target.startsWith("/") && !target.startsWith("//")) || target.startsWith("#")) return target;
  if (target.startsWith("https://")) return target;
  return Object.hasOwn(named, target) ? (named[target] ?? null) : null;
}

/**
 * Splits a catalogue text into its parts: `code` in backticks is kept as it is, [label](target)
 * becomes a link when its target is a path on this site (/…), an anchor (#…), an https address or
 * a name in `named` (such as discord); any other target leaves the label as plain text.
 * @example richParts("See [terms](/legal/tos) and `tm_locale`") // text, link /legal/tos, text, code
 */
export function richParts(text: string, named: Readonly<Record<string, string>> = {}): RichPart[] {
  const parts: RichPart[] = [];
  const plain = (s: string) => {
    if (s) parts.push({ kind: "text", text: s });
  };
  text.split("`").forEach((chunk, i) => {
    if (i % 2 === 1) {
      parts.push({ kind: "code", text: chunk });
      return;
    }
    let last = 0;
    for (const m of chunk.matchAll(LINK)) {
      const [whole, label = "", target = ""] = m;
      plain(chunk.slice(last, m.index));
      const href = linkHref(target, named);
      if (href) parts.push({ kind: "link", text: label, href });
      else plain(label);
      last = m.index + whole.length;
    }
    plain(chunk.slice(last));
  });
  return parts;
}
