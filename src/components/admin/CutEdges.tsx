/** /admin/cut-edges: an item icon's crop, kept over imports until reverted. */
import { type FormEvent, useState } from "react";
import { type AdminItem, CROP_PAIR_MAX, CROP_SIDE_MAX, type IconCrop } from "../../contracts/admin";
import { cropText, cropViewBox } from "../../domain/icon-crop";
import { ItemIcon } from "../item/ItemIcon";
import { OverrideNote, PickThenEdit, type Props, useItemSave } from "./item-tools-shared";
import { StatusLine } from "./parts";

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
export default function CutEdges(props: Props) {
  return (
    <PickThenEdit
      {...props}
      editorKey={(item) => `${item.uid}:${JSON.stringify(item.iconCrop)}`}
      editor={(item, onSaved) => <CropForm {...props} item={item} onSaved={onSaved} />}
    />
  );
}
