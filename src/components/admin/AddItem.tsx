// Long because: one form whose fields share one draft and one save, and below it the list of added
// items whose delete reloads the same list the form's category and tag suggestions come from.
/** /admin/add-item: items the data lacks, added by hand (their pages are served on demand). */
import { type FormEvent, useCallback, useState } from "react";
import { isSafeImageAddress } from "../../contracts/admin";
import type { AddedItem } from "../../contracts/admin-add-item";
import { localePath } from "../../domain/locale";
import { slugifyName } from "../../domain/slug";
import { itemHref } from "../../site/links";
import { addedItems } from "../../stores/admin";
import { ItemIcon } from "../item/ItemIcon";
import { adminItemPath } from "./admin-route";
import { Preview, type Props } from "./item-tools-shared";
import { ListStates, StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

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
export default function AddItem(props: Props) {
  const { t, tt, locale } = props;
  const load = useCallback(() => addedItems.list(), []);
  const { value, error, reload } = useAdminLoad(load, t.failed, t.lang);
  const [form, setForm] = useState(EMPTY_ITEM);
  const [last, setLast] = useState<AddedItem | null>(null);
  const { status, run, setStatus } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const icon = form.icon.trim();
  const badIcon = icon !== "" && !isSafeImageAddress(icon);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badIcon) return;
    void run(async () => {
      const added = await addedItems.add({
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
      });
      setLast(added);
      setForm(EMPTY_ITEM);
      reload();
    });
  };
  const remove = async (item: AddedItem) => {
    if (!window.confirm(tt.confirmDelete(item.name))) return;
    await run(async () => {
      await addedItems.remove(item.uid);
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
