/** /admin/items-images: an item's image addresses, kept over imports until reverted. */
import { type FormEvent, useState } from "react";
import {
  type AdminItem,
  ITEM_IMAGE_FIELDS,
  type ItemImageField,
  type ItemPatch,
  isSafeImageAddress,
} from "../../contracts/admin";
import { OverrideNote, PickThenEdit, Preview, type Props, useItemSave } from "./item-tools-shared";
import { StatusLine } from "./parts";

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

/** /admin/items-images: an item's image addresses with previews, before → after. */
export default function ItemImages(props: Props) {
  return (
    <PickThenEdit
      {...props}
      editorKey={(item) => `${item.uid}:${JSON.stringify(item.overrides)}`}
      editor={(item, onSaved) => <ImagesForm {...props} item={item} onSaved={onSaved} />}
    />
  );
}
