// Long because: it holds the pieces every admin item tool uses (picker, picked-item loader, override
// note, image preview, save hook); they work as one pick-then-edit flow on the same admin item.
/** What the admin's item tools share: an item picker, the picked item's loader, previews and saves. */
import { Fragment, useCallback, useState } from "react";
import type { AdminItem, ItemEditField, ItemPatch } from "../../contracts/admin";
import type { AdminMessages } from "../../i18n/admin";
import type { AdminToolMessages } from "../../i18n/admin-tools";
import { adminItems } from "../../stores/admin";
import { queryParam } from "../shell/query-param";
import { adminItemPath } from "./admin-route";
import { ItemFacts, ListStates, SearchBox, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

export type Props = { t: AdminMessages; tt: AdminToolMessages; locale: string };

/** A search whose results are picked (the item then loads below it). */
export function ItemPicker(props: Props & { onPick: (uid: string) => void; picked: string | null }) {
  const { t, tt, onPick, picked } = props;
  const [query, setQuery] = useState("");
  const load = useCallback(
    () => (query ? adminItems.search(query) : Promise.resolve({ items: [] })),
    [query],
  );
  const { value, error } = useAdminLoad(load, t.failed, t.lang);
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
  const load = useCallback(() => adminItems.get(uid), [uid]);
  const { value, setValue, error } = useAdminLoad(load, t.failed, t.lang);
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
export function OverrideNote(props: {
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
export function Preview({
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
export function useItemSave(item: AdminItem, onSaved: (i: AdminItem) => void, t: AdminMessages) {
  const { status, run, setStatus } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const save = (body: ItemPatch) => run(async () => onSaved(await adminItems.put(item.uid, body)));
  const revert = async (field: ItemEditField) => {
    await run(async () => onSaved(await adminItems.revert(item.uid, [field])));
    setStatus(null);
  };
  return { status, save, revert };
}

/** An item picker, then the picked item's editor (built again when the saved item changes). */
export function PickThenEdit(
  props: Props & {
    editorKey: (item: AdminItem) => string;
    editor: (item: AdminItem, onSaved: (i: AdminItem) => void) => React.ReactNode;
  },
) {
  // an item's editor links here with ?uid=, which opens that item at once
  const [uid, setUid] = useState<string | null>(() => queryParam("uid") || null);
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
