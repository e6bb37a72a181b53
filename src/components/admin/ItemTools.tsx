/**
 * The admin's item tools (SPEC §2): /admin/items-images (image addresses), /admin/cut-edges (icon
 * crops), both item edits kept over imports until reverted; /admin/add-item (items the data lacks);
 * /admin/palete (the item tiles' backgrounds).
 */
import { type FormEvent, Fragment, useCallback, useState } from "react";
import {
  type AdminItem,
  adminEndpoints,
  CROP_PAIR_MAX,
  CROP_SIDE_MAX,
  type IconCrop,
  ITEM_IMAGE_FIELDS,
  type ItemEditField,
  type ItemImageField,
  type ItemPatch,
  isSafeImageAddress,
} from "../../contracts/admin";
import { type AddedItem, addItemEndpoints } from "../../contracts/admin-add-item";
import { cropText, cropViewBox } from "../../domain/icon-crop";
import type { ItemPalette } from "../../domain/item-palette";
import { localePath } from "../../domain/locale";
import { slugifyName } from "../../domain/slug";
import type { AdminMessages } from "../../i18n/admin";
import type { AdminToolMessages } from "../../i18n/admin-tools";
import { itemHref } from "../../site/links";
import { api } from "../../stores/api";
import { ItemIcon } from "../item/ItemIcon";
import { adminItemPath } from "./admin-route";
import { ItemFacts, ListStates, SearchBox, StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

type Props = { t: AdminMessages; tt: AdminToolMessages; locale: string };

/** A search whose results are picked (the item then loads below it). */
function ItemPicker(props: Props & { onPick: (uid: string) => void; picked: string | null }) {
  const { t, tt, onPick, picked } = props;
  const [query, setQuery] = useState("");
  const load = useCallback(
    () => (query ? api.call(adminEndpoints.items, { query: { q: query } }) : Promise.resolve({ items: [] })),
    [query],
  );
  const { value, error } = useAdminLoad(load, t.failed);
  return (
    <div>
      <p className="muted">{tt.pickHint}</p>
      <SearchBox label={tt.pickItem} button={t.search} onSearch={setQuery} />
      {query ? <ListStates error={error} loading={!value} empty={value?.items.length === 0} t={t} /> : null}
      {value && value.items.length > 0 ? (
        <ul className="admin-item-list" data-testid="admin-pick-items">
          {value.items.map((i) => (
            <li key={i.uid}>
              <button
                type="button"
                className="admin-link-button"
                aria-pressed={picked === i.uid}
                onClick={() => onPick(i.uid)}
              >
                {i.name}
              </button>{" "}
              <ItemFacts item={i} edited={t.edited} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Loads the picked item, with its editor below the picker. */
function PickedItem(
  props: Props & {
    uid: string;
    editor: (item: AdminItem, onSaved: (i: AdminItem) => void) => React.ReactNode;
  },
) {
  const { uid, t } = props;
  const load = useCallback(() => api.call(adminEndpoints.item, { params: { uid } }), [uid]);
  const { value, setValue, error } = useAdminLoad(load, t.failed);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  return (
    <section className="admin-detail" data-testid="admin-picked-item">
      <h2>
        <a href={adminItemPath(value.uid)}>{value.name}</a>
      </h2>
      <p className="muted" translate="no">
        {value.uid} · {value.url}
      </p>
      {props.editor(value, setValue)}
    </section>
  );
}

/** The override note of a field: edited, the data's value, and a revert. */
function OverrideNote(props: {
  item: AdminItem;
  field: ItemEditField;
  t: AdminMessages;
  onRevert: (field: ItemEditField) => void;
}) {
  const o = props.item.overrides.find((x) => x.field === props.field);
  if (!o) return null;
  return (
    <span className="admin-override" data-testid={`override-${props.field}`}>
      <strong className="admin-edited">{props.t.edited}</strong>{" "}
      {props.t.dataValue(JSON.stringify(o.upstream))}{" "}
      <button type="button" onClick={() => props.onRevert(props.field)}>
        {props.t.revert}
      </button>
    </span>
  );
}

/** A preview of an image address ("none" for none; says so when it cannot load). */
function Preview({
  src,
  label,
  none,
  broken,
}: {
  src: string | null;
  label: string;
  none: string;
  broken: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <figure className="admin-preview">
      {src && failed !== src ? (
        <img key={src} src={src} alt="" width={96} height={96} onError={() => setFailed(src)} />
      ) : (
        <span className="admin-preview__none" data-broken={src ? true : undefined}>
          {src ? broken : none}
        </span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** A save and a revert of item fields, each reloading the item from the answer. */
function useItemSave(item: AdminItem, onSaved: (i: AdminItem) => void, t: AdminMessages) {
  const { status, run, setStatus } = useSave({ ok: t.saved, failed: t.failed });
  const save = (body: ItemPatch) =>
    run(async () => onSaved(await api.call(adminEndpoints.itemPut, { params: { uid: item.uid }, body })));
  const revert = async (field: ItemEditField) => {
    await run(async () =>
      onSaved(
        await api.call(adminEndpoints.itemRevert, { params: { uid: item.uid }, body: { fields: [field] } }),
      ),
    );
    setStatus(null);
  };
  return { status, save, revert };
}

function ImagesForm({ item, onSaved, t, tt }: Props & { item: AdminItem; onSaved: (i: AdminItem) => void }) {
  const initial = Object.fromEntries(ITEM_IMAGE_FIELDS.map((f) => [f, item[f] ?? ""])) as Record<
    ItemImageField,
    string
  >;
  const [form, setForm] = useState(initial);
  const { status, save, revert } = useItemSave(item, onSaved, t);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: ItemPatch = {};
    for (const f of ITEM_IMAGE_FIELDS) {
      const next = form[f].trim() || null;
      if (next !== item[f]) body[f] = next;
    }
    if (Object.keys(body).length > 0) void save(body);
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <p className="muted">{tt.imagesIntro}</p>
      {ITEM_IMAGE_FIELDS.map((f) => {
        const next = form[f].trim();
        const bad = next !== "" && !isSafeImageAddress(next);
        return (
          <fieldset key={f} className="admin-image-field" data-field={f}>
            <legend>{tt.imageFields[f]}</legend>
            <label>
              <input
                type="text"
                inputMode="url"
                value={form[f]}
                maxLength={500}
                placeholder={tt.addressHint}
                aria-label={tt.imageFields[f]}
                aria-invalid={bad || undefined}
                onChange={(e) => setForm({ ...form, [f]: e.target.value })}
              />
            </label>
            {bad ? <small className="admin-error">{tt.badAddress}</small> : null}
            <div className="admin-previews">
              <Preview src={item[f]} label={tt.before} none={tt.noImage} broken={tt.notLoaded} />
              <span aria-hidden="true">→</span>
              <Preview
                src={bad ? null : next || null}
                label={tt.after}
                none={tt.noImage}
                broken={tt.notLoaded}
              />
            </div>
            <OverrideNote item={item} field={f} t={t} onRevert={(x) => void revert(x)} />
          </fieldset>
        );
      })}
      <button type="submit">{t.save}</button>
      <StatusLine status={status} />
    </form>
  );
}

/** An item picker, then the picked item's editor (built again when the saved item changes). */
function PickThenEdit(
  props: Props & {
    editorKey: (item: AdminItem) => string;
    editor: (item: AdminItem, onSaved: (i: AdminItem) => void) => React.ReactNode;
  },
) {
  // an item's editor links here with ?uid=, which opens that item at once
  const [uid, setUid] = useState<string | null>(() => new URLSearchParams(location.search).get("uid"));
  const { editor, editorKey, ...rest } = props;
  return (
    <div>
      <ItemPicker {...rest} picked={uid} onPick={setUid} />
      {uid ? (
        <PickedItem
          key={uid}
          {...rest}
          uid={uid}
          editor={(item, onSaved) => <Fragment key={editorKey(item)}>{editor(item, onSaved)}</Fragment>}
        />
      ) : null}
    </div>
  );
}

/** /admin/items-images: an item's image addresses with previews, before → after. */
export function ItemImages(props: Props) {
  return (
    <PickThenEdit
      {...props}
      editorKey={(item) => `${item.uid}:${JSON.stringify(item.overrides)}`}
      editor={(item, onSaved) => <ImagesForm {...props} item={item} onSaved={onSaved} />}
    />
  );
}

const SIDES = ["top", "right", "bottom", "left"] as const;
const NO_CROP: IconCrop = { top: 0, right: 0, bottom: 0, left: 0 };

function CropForm({ item, onSaved, t, tt }: Props & { item: AdminItem; onSaved: (i: AdminItem) => void }) {
  const [crop, setCrop] = useState<IconCrop>(item.iconCrop ?? NO_CROP);
  const { status, save, revert } = useItemSave(item, onSaved, t);
  const tooMuch = crop.top + crop.bottom >= CROP_PAIR_MAX || crop.left + crop.right >= CROP_PAIR_MAX;
  const empty = SIDES.every((s) => crop[s] === 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooMuch) return;
    if (empty) {
      if (item.iconCrop) void revert("iconCrop");
      return;
    }
    void save({ iconCrop: crop });
  };
  const preview = cropViewBox(cropText(crop));
  return (
    <form className="admin-form" onSubmit={submit}>
      <p className="muted">{tt.cropIntro}</p>
      <div className="admin-crop-sides">
        {SIDES.map((side) => (
          <label key={side}>
            {tt.sides[side]}
            <input
              type="number"
              min={0}
              max={CROP_SIDE_MAX}
              step={1}
              value={crop[side]}
              onChange={(e) => {
                const n = Math.round(Number(e.target.value));
                setCrop({
                  ...crop,
                  [side]: Number.isFinite(n) ? Math.min(CROP_SIDE_MAX, Math.max(0, n)) : 0,
                });
              }}
            />
            <input
              type="range"
              min={0}
              max={CROP_SIDE_MAX}
              value={crop[side]}
              aria-label={tt.sides[side]}
              tabIndex={-1}
              onChange={(e) => setCrop({ ...crop, [side]: Number(e.target.value) })}
            />
          </label>
        ))}
      </div>
      {tooMuch ? <p className="admin-error">{tt.cropTooMuch}</p> : null}
      <div className="admin-previews" data-testid="admin-crop-preview">
        <figure className="admin-preview">
          {item.icon ? (
            <img
              src={item.icon}
              alt=""
              width={128}
              height={128}
              style={
                item.iconCrop
                  ? { objectViewBox: cropViewBox(cropText(item.iconCrop)) ?? undefined }
                  : undefined
              }
            />
          ) : (
            <span className="admin-preview__none">{tt.noImage}</span>
          )}
          <figcaption>{tt.before}</figcaption>
        </figure>
        <span aria-hidden="true">→</span>
        <figure className="admin-preview">
          {item.icon ? (
            <img
              src={item.icon}
              alt=""
              width={128}
              height={128}
              data-testid="admin-crop-after"
              style={preview && !tooMuch ? { objectViewBox: preview } : undefined}
            />
          ) : (
            <span className="admin-preview__none">{tt.noImage}</span>
          )}
          <figcaption>{tt.after}</figcaption>
        </figure>
        <figure className="admin-preview">
          <ItemIcon
            item={{ shortName: item.shortName, icon: item.icon, crop: tooMuch ? null : cropText(crop) }}
            size={64}
          />
          <figcaption>{tt.asShown}</figcaption>
        </figure>
      </div>
      <OverrideNote item={item} field="iconCrop" t={t} onRevert={(x) => void revert(x)} />
      <button type="submit" disabled={tooMuch}>
        {empty && item.iconCrop ? tt.removeCrop : t.save}
      </button>
      <StatusLine status={status} />
    </form>
  );
}

/** /admin/cut-edges: an item's icon crop with a live preview. */
export function CutEdges(props: Props) {
  return (
    <PickThenEdit
      {...props}
      editorKey={(item) => `${item.uid}:${JSON.stringify(item.iconCrop)}`}
      editor={(item, onSaved) => <CropForm {...props} item={item} onSaved={onSaved} />}
    />
  );
}

const EMPTY_ITEM = {
  name: "",
  shortName: "",
  category: "",
  width: 1,
  height: 1,
  basePrice: 0,
  tags: "",
  icon: "",
};

/** /admin/add-item: a new item's fields, then the list of added items with their delete buttons. */
export function AddItem(props: Props) {
  const { t, tt, locale } = props;
  const load = useCallback(() => api.call(addItemEndpoints.list, {}), []);
  const { value, error, reload } = useAdminLoad(load, t.failed);
  const [form, setForm] = useState(EMPTY_ITEM);
  const [last, setLast] = useState<AddedItem | null>(null);
  const { status, run, setStatus } = useSave({ ok: t.saved, failed: t.failed });
  const icon = form.icon.trim();
  const badIcon = icon !== "" && !isSafeImageAddress(icon);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badIcon) return;
    void run(async () => {
      const added = await api.call(addItemEndpoints.add, {
        body: {
          name: form.name,
          shortName: form.shortName,
          category: form.category,
          width: form.width,
          height: form.height,
          basePrice: form.basePrice,
          tags: form.tags
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
          icon: icon || null,
        },
      });
      setLast(added);
      setForm(EMPTY_ITEM);
      reload();
    });
  };
  const remove = async (item: AddedItem) => {
    if (!window.confirm(tt.confirmDelete(item.name))) return;
    await run(async () => {
      await api.call(addItemEndpoints.remove, { params: { uid: item.uid } });
      if (last?.uid === item.uid) setLast(null);
      reload();
    });
    setStatus({ ok: true, text: tt.deleted });
  };
  const text = (field: "name" | "shortName" | "category" | "tags" | "icon", label: string, max: number) => (
    <label>
      {label}
      <input
        value={form[field]}
        maxLength={max}
        required={field !== "tags" && field !== "icon"}
        list={field === "category" ? "admin-categories" : field === "tags" ? "admin-tags" : undefined}
        onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      />
    </label>
  );
  const number = (field: "width" | "height" | "basePrice", label: string, max: number) => (
    <label>
      {label}
      <input
        type="number"
        min={field === "basePrice" ? 0 : 1}
        max={max}
        step={1}
        required
        value={form[field]}
        onChange={(e) => setForm({ ...form, [field]: Math.round(Number(e.target.value)) || 0 })}
      />
    </label>
  );
  const url = slugifyName(form.name);
  return (
    <div>
      <p className="muted">{tt.addIntro}</p>
      <form className="admin-form" onSubmit={submit} data-testid="admin-add-item">
        {text("name", t.name, 100)}
        {url ? <small className="muted">{tt.address(url)}</small> : null}
        {text("shortName", t.shortName, 40)}
        {text("category", t.category, 60)}
        <div className="admin-crop-sides">
          {number("width", tt.widthCells, 20)}
          {number("height", tt.heightCells, 20)}
        </div>
        {number("basePrice", t.basePrice, 1_000_000_000)}
        {text("tags", tt.tagsHint, 500)}
        {text("icon", tt.iconOptional, 500)}
        {badIcon ? <small className="admin-error">{tt.badAddress}</small> : null}
        {icon && !badIcon ? (
          <Preview src={icon} label={tt.after} none={tt.noImage} broken={tt.notLoaded} />
        ) : null}
        <datalist id="admin-categories">
          {value?.categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <datalist id="admin-tags">
          {value?.tags.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <button type="submit">{tt.addButton}</button>
        <StatusLine status={status} />
        {last && status?.ok ? (
          <p data-testid="admin-added">
            {tt.added(last.name)} <a href={itemHref(last.url, locale)}>{t.openPage}</a> ·{" "}
            <a href={localePath(`/market?q=${encodeURIComponent(last.name)}`, locale)}>{tt.openMarket}</a>
          </p>
        ) : null}
        <small className="muted">{tt.addedNote}</small>
      </form>
      <h2>{tt.addedList}</h2>
      <ListStates error={error} loading={!value} empty={false} t={t} />
      {value && value.items.length === 0 ? <p className="muted">{tt.noAdded}</p> : null}
      {value && value.items.length > 0 ? (
        <ul className="admin-item-list" data-testid="admin-added-items">
          {value.items.map((i) => (
            <li key={i.uid}>
              <ItemIcon item={{ shortName: i.shortName, icon: i.icon }} size={32} />{" "}
              <a href={adminItemPath(i.uid)}>{i.name}</a>{" "}
              <span className="muted" translate="no">
                {i.shortName} · {i.category} · {i.width}×{i.height} · {i.url}
              </span>{" "}
              <button type="button" onClick={() => void remove(i)}>
                {tt.deleteItem}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** /admin/palete: the item tiles' backgrounds, per category, with a default; saved for every page. */
export function Palette(props: Props) {
  const { t, tt } = props;
  const load = useCallback(() => api.call(adminEndpoints.palette, {}), []);
  const { value, error } = useAdminLoad(load, t.failed);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  return <PaletteForm {...props} palette={value.palette} categories={value.categories} tt={tt} />;
}

type PaletteView = { palette: ItemPalette; categories: string[] };

function PaletteForm(props: Props & PaletteView) {
  const { t, tt, categories } = props;
  const [palette, setPalette] = useState(props.palette);
  const [filter, setFilter] = useState("");
  const { status, run } = useSave({ ok: t.saved, failed: t.failed });
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
    void run(async () => setPalette((await api.call(adminEndpoints.palettePut, { body: palette })).palette));
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
