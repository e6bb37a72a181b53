// Long because: the item search, the item editor's loader and its form (names, flag, override notes
// and facts) make the two admin item screens; the form's fields share one draft and one save.
import { type FormEvent, Fragment, useCallback, useState } from "react";
import type { AdminItem, ItemEditField, ItemPatch } from "../../contracts/admin";
import { formatDecimal, formatNumber } from "../../domain/format";
import { t as tr } from "../../i18n";
import type { AdminMessages } from "../../i18n/admin";
import { pageTitles } from "../../i18n/pages";
import { itemHref } from "../../site/links";
import { adminItems } from "../../stores/admin";
import { adminItemPath } from "./admin-route";
import { ItemFacts, ListStates, SearchBox, StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

type Go = (href: string) => void;

/** /admin/items: search items by name, short name, uid or url; with no search, the items admins edited. */
export function ItemSearch({ t, go }: { t: AdminMessages; go: Go }) {
  const [query, setQuery] = useState("");
  const load = useCallback(() => adminItems.search(query), [query]);
  const { value, error } = useAdminLoad(load, t.failed, t.lang);
  return (
    <div>
      <SearchBox label={t.searchItems} button={t.search} onSearch={setQuery} />
      <ListStates error={error} loading={!value} empty={value?.items.length === 0} t={t} />
      {value && value.items.length > 0 ? (
        <ul className="admin-item-list" data-testid="admin-items">
          {value.items.map((i) => (
            <li key={i.uid}>
              <a
                href={adminItemPath(i.uid)}
                onClick={(e) => {
                  e.preventDefault();
                  go(adminItemPath(i.uid));
                }}
              >
                {i.name}
              </a>{" "}
              <ItemFacts item={i} edited={t.edited} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** /admin/item/:uid: edit names and the functional flag; each edit stays over imports until reverted. */
export function ItemEditor(props: { uid: string; t: AdminMessages; locale: string; go: Go }) {
  const { uid, t, locale, go } = props;
  const titles = tr(pageTitles, locale);
  const load = useCallback(() => adminItems.get(uid), [uid]);
  const { value, setValue, error } = useAdminLoad(load, t.failed, t.lang);
  return (
    <div>
      <p>
        <a
          href="/admin/items"
          onClick={(e) => {
            e.preventDefault();
            go("/admin/items");
          }}
        >
          ← {t.back}
        </a>
        {" · "}
        {(["/admin/items-images", "/admin/cut-edges"] as const).map((path, i) => (
          <Fragment key={path}>
            {i > 0 ? " · " : null}
            <a href={`${path}?uid=${encodeURIComponent(uid)}`}>{titles[path].replace(/^[^:]*:\s*/, "")}</a>
          </Fragment>
        ))}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {!value && !error ? <p className="muted">{t.loading}</p> : null}
      {value ? (
        <ItemForm
          key={`${value.uid}:${value.overrides.length}`}
          item={value}
          onSaved={setValue}
          t={t}
          locale={locale}
        />
      ) : null}
    </div>
  );
}

function ItemForm(props: {
  item: AdminItem;
  onSaved: (i: AdminItem) => void;
  t: AdminMessages;
  locale: string;
}) {
  const { item, onSaved, t, locale } = props;
  const [form, setForm] = useState({
    name: item.name,
    shortName: item.shortName,
    nameRu: item.nameRu,
    isFunctional: item.isFunctional,
  });
  const { status, run, setStatus } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const edited = new Map(item.overrides.map((o) => [o.field, o]));
  const save = (e: FormEvent) => {
    e.preventDefault();
    const body: ItemPatch = {};
    if (form.name !== item.name) body.name = form.name;
    if (form.shortName !== item.shortName) body.shortName = form.shortName;
    if (form.nameRu !== item.nameRu) body.nameRu = form.nameRu;
    if (form.isFunctional !== item.isFunctional) body.isFunctional = form.isFunctional;
    if (Object.keys(body).length === 0) return;
    void run(async () => onSaved(await adminItems.put(item.uid, body)));
  };
  const revert = async (field: ItemEditField) => {
    await run(async () => onSaved(await adminItems.revert(item.uid, [field])));
    setStatus(null);
  };
  const note = (field: ItemEditField) => {
    const o = edited.get(field);
    if (!o) return null;
    return (
      <span className="admin-override" data-testid={`override-${field}`}>
        <strong className="admin-edited">{t.edited}</strong> {t.dataValue(JSON.stringify(o.upstream))}{" "}
        <button type="button" onClick={() => void revert(field)}>
          {t.revert}
        </button>
      </span>
    );
  };
  const text = (field: "name" | "shortName" | "nameRu", label: string, max: number) => (
    <label>
      {label}
      <input
        value={form[field]}
        maxLength={max}
        required={field !== "nameRu"}
        onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      />
      {note(field)}
    </label>
  );
  return (
    <section className="admin-detail" data-testid="admin-item">
      <div className="admin-item-head">
        {item.icon ? (
          <img
            src={item.icon}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            onError={(e) => {
              e.currentTarget.hidden = true;
            }}
          />
        ) : null}
        <div>
          <h2>{item.name}</h2>
          <p className="muted" translate="no">
            {item.uid} · {item.url}
          </p>
          <a href={itemHref(item.url, locale)}>{t.openPage}</a>
        </div>
      </div>
      <form className="admin-form" onSubmit={save}>
        {text("name", t.name, 200)}
        {text("shortName", t.shortName, 60)}
        {text("nameRu", t.nameRu, 200)}
        <label className="admin-check">
          <input
            type="checkbox"
            checked={form.isFunctional}
            onChange={(e) => setForm({ ...form, isFunctional: e.target.checked })}
          />
          {t.isFunctional}
          {note("isFunctional")}
        </label>
        <button type="submit">{t.save}</button>
        <StatusLine status={status} />
        <small className="muted">{t.editedNote}</small>
        <small className="muted">{t.refreshNote}</small>
      </form>
      <dl className="admin-facts">
        <dt>{t.category}</dt>
        <dd translate="no">{item.category ?? t.unknown}</dd>
        <dt>{t.tags}</dt>
        <dd translate="no">{item.tags.join(", ") || "—"}</dd>
        <dt>{t.size}</dt>
        <dd>{item.width !== null && item.height !== null ? `${item.width}×${item.height}` : t.unknown}</dd>
        <dt>{t.weight}</dt>
        <dd>{item.weight === null ? t.unknown : formatDecimal(item.weight, locale, 3)}</dd>
        <dt>{t.basePrice}</dt>
        <dd>{item.basePrice === null ? t.unknown : formatNumber(item.basePrice, locale)}</dd>
      </dl>
    </section>
  );
}
