/** /admin/palete: the item tiles' backgrounds by category. */
import { type FormEvent, useCallback, useState } from "react";
import type { ItemPalette } from "../../domain/item-palette";
import { adminPalette } from "../../stores/admin";
import type { Props } from "./item-tools-shared";
import { StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

/** /admin/palete: the item tiles' backgrounds, per category, with a default; saved for every page. */
export default function Palette(props: Props) {
  const { t, tt } = props;
  const load = useCallback(() => adminPalette.get(), []);
  const { value, error } = useAdminLoad(load, t.failed, t.lang);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  return <PaletteForm {...props} palette={value.palette} categories={value.categories} tt={tt} />;
}

type PaletteView = { palette: ItemPalette; categories: string[] };

function PaletteForm(props: Props & PaletteView) {
  const { t, tt, categories } = props;
  const [palette, setPalette] = useState(props.palette);
  const [filter, setFilter] = useState("");
  const { status, run } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const colourOf = (category: string) =>
    Object.hasOwn(palette.categories, category) ? palette.categories[category] : undefined;
  const setColour = (category: string, colour: string | null) => {
    const next = { ...palette.categories };
    if (colour === null) delete next[category];
    else next[category] = colour;
    setPalette({ ...palette, categories: next });
  };
  const shown = categories.filter((c) => c.toLowerCase().includes(filter.trim().toLowerCase()));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => setPalette((await adminPalette.put(palette)).palette));
  };
  const swatch = (colour: string | null | undefined) => (
    <span
      className="item-icon admin-swatch"
      style={colour ? { background: colour } : undefined}
      aria-hidden="true"
    />
  );
  return (
    <form className="admin-form" onSubmit={submit} data-testid="admin-palette">
      <p className="muted">{tt.paletteIntro}</p>
      <fieldset className="admin-palette-row" data-category="">
        <legend>{tt.paletteDefault}</legend>
        {swatch(palette.default)}
        <input
          type="color"
          aria-label={tt.paletteDefault}
          value={palette.default ?? "#222222"}
          onChange={(e) => setPalette({ ...palette, default: e.target.value })}
        />
        <code>{palette.default ?? tt.siteColour}</code>
        {palette.default ? (
          <button type="button" onClick={() => setPalette({ ...palette, default: null })}>
            {tt.useSiteColour}
          </button>
        ) : null}
      </fieldset>
      <input
        type="search"
        value={filter}
        aria-label={tt.filterCategories}
        placeholder={tt.filterCategories}
        maxLength={60}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul className="admin-palette">
        {shown.map((category) => {
          const colour = colourOf(category);
          return (
            <li key={category} className="admin-palette-row" data-category={category}>
              {swatch(colour ?? palette.default)}
              <span translate="no">{category}</span>
              <input
                type="color"
                aria-label={tt.colourOf(category)}
                value={colour ?? palette.default ?? "#222222"}
                onChange={(e) => setColour(category, e.target.value)}
              />
              {colour ? (
                <button type="button" onClick={() => setColour(category, null)}>
                  {tt.useDefault}
                </button>
              ) : (
                <span className="muted">{tt.defaultMark}</span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="submit">{t.save}</button>
      <StatusLine status={status} />
      <small className="muted">{tt.paletteNote}</small>
    </form>
  );
}
