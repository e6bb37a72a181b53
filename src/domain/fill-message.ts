/** A message's values, by the names its template gives them in braces. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A template with its values filled in ({name} → the value; a missing value stays as written).
 * @example fillMessage("At most {max} favourites", { max: 200 }) // "At most 200 favourites"
 */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
