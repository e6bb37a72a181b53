import type { CacheItem } from "../../contracts/cache";
import { cropViewBox } from "../../domain/icon-crop";
import { itemShortName } from "../progression/shown-name";
import "./item-icon.css";

/**
 * An item's icon at a reserved square size, over a tile with its short name: the tile shows while
 * the icon loads lazily, where the data has none, and where it cannot load (offline, or gone).
 */
export function ItemIcon({
  item,
  size = 36,
  locale = "en",
}: {
  item:
    | (Pick<CacheItem, "shortName" | "icon"> & Partial<Pick<CacheItem, "crop" | "category" | "ruShortName">>)
    | undefined;
  size?: number;
  /** The page's language: a Russian page's tile shows the game's Russian short name. */
  locale?: string;
}) {
  // an admin's crop (/admin/cut-edges): the part of the icon shown, where browsers support it
  const viewBox = cropViewBox(item?.crop);
  return (
    <span
      className="item-icon"
      style={{ width: size, height: size }}
      data-category={item?.category ?? undefined}
      aria-hidden="true"
    >
      <span className="item-icon__text">{item ? itemShortName(item, locale) : ""}</span>
      {item?.icon ? (
        <img
          // one element per icon: one hidden after its failure is never reused for another icon
          key={item.icon}
          src={item.icon}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={viewBox ? { objectViewBox: viewBox } : undefined}
          data-crop={item.crop ?? undefined}
          onError={(e) => {
            e.currentTarget.hidden = true;
          }}
          // an icon of the page's HTML may fail before the island hydrates it: no error comes then
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) img.hidden = true;
          }}
        />
      ) : null}
    </span>
  );
}
