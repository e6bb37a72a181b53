// Long because: it is the item page's whole body (head, facts, tags, prices and lists) plus the
// page's names, head text and facts list, all derived from the same static item.
import type { CSSProperties } from "react";
import type { DataMeta, StaticItem } from "../../build-data/types";
import { caliberName } from "../../domain/caliber";
import { formatPrice } from "../../domain/format";
import { localName, localShortName } from "../../domain/local-name";
import { tagIdLabel, tagLabel } from "../../domain/tag-name";
import { gameName } from "../../i18n/game-names";
import { marketText } from "../../i18n/market";
import { tagHref } from "../../site/links";
import DataBadgeView from "../market/DataBadgeView";
import { ItemNeeds, ItemOffers, ItemRecipes } from "./ItemLists";
import ItemPriceSection from "./ItemPriceSection";

/**
 * An item's page body: name, facts, tags, prices, trader offers, recipes and needs. HTML only:
 * Astro renders it for every item at build, and the Worker for an item added after the build.
 */
export default function ItemArticle({
  item,
  meta,
  locale,
}: {
  item: StaticItem;
  meta: DataMeta;
  locale: string;
}) {
  const t = marketText(locale);
  const { displayName, shortName } = itemPageNames(item, locale);
  const otherName = displayName === item.name ? item.ruName : item.name;
  // the image's box: the item's slots in the stash grid (1×1 when unknown), at most 4×4 shown
  const slotsW = Math.min(4, Math.max(1, item.width ?? 1));
  const slotsH = Math.min(4, Math.max(1, item.height ?? 1));
  const hasTag = (tag: string) => item.tags.some((x) => x.tag === tag);
  // a category or caliber that is also one of the item's tags is named as that tag
  const named = (tag: string) => {
    const found = item.tags.find((x) => x.tag === tag);
    return found
      ? tagLabel(found, locale)
      : gameName("tag", tag.replaceAll(" ", "_"), locale, tagIdLabel(tag));
  };
  const tagLink = (tag: string) =>
    hasTag(tag) ? <a href={tagHref(tag, locale)}>{named(tag)}</a> : named(tag);
  return (
    <article className="item" data-uid={item.uid}>
      <header className="item-head">
        {/* the item's grid image at its slot size (48 px a cell), over its short-name tile */}
        <span
          className="item-img"
          style={{ "--cells-w": slotsW, "--cells-h": slotsH } as CSSProperties}
          aria-hidden="true"
        >
          <span className="item-img__tile">{shortName}</span>
          {item.image && (
            <img src={item.image} alt="" width={slotsW * 48} height={slotsH * 48} decoding="async" />
          )}
        </span>
        <div>
          <h1>
            <span data-item-name="">{displayName}</span> <DataBadgeView meta={meta} locale={locale} />
          </h1>
          {otherName && (
            <p className="muted" lang={otherName === item.ruName ? "ru" : "en"}>
              {otherName}
            </p>
          )}
          <p className="item-cat">
            {t.category}:{" "}
            {item.category === null ? <span title={t.unknownHint}>—</span> : tagLink(item.category)}
            {item.caliber && (
              <>
                {" "}
                · {t.caliber}: {tagLink(item.caliber)}
              </>
            )}
          </p>
          {!item.inGame && <p className="muted item-not-in-game">{t.notInGame}</p>}
        </div>
      </header>
      <dl className="item-facts">
        {itemFacts(item, locale).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            {v === null ? <dd title={t.unknownHint}>—</dd> : <dd>{v}</dd>}
          </div>
        ))}
        {item.props?.recoilVertical !== undefined && (
          <div>
            <dt>{t.loadouts}</dt>
            <dd>
              <a href={`/loadouts/weapon/${encodeURIComponent(item.slug)}`}>{t.buildGun}</a>
            </dd>
          </div>
        )}
        {item.wikiUrl && (
          <div>
            <dt>{t.wiki}</dt>
            <dd>
              <a href={item.wikiUrl} rel="external noopener">
                {t.wikiLink}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <p className="item-tags">
        {t.tags}:
        {item.tags.map((tag) => (
          <a key={tag.tag} className="tag" href={tagHref(tag.tag, locale)}>
            {tagLabel(tag, locale)}
          </a>
        ))}
      </p>
      {/* an entry no player can have has no price to show, nor a history */}
      {item.inGame && (
        <ItemPriceSection
          uid={item.uid}
          url={item.slug}
          price={item.price}
          fleaBanned={item.fleaBanned}
          meta={meta}
          locale={locale}
        />
      )}
      <ItemOffers buy={item.buy} sell={item.sell} locale={locale} />
      <ItemRecipes item={item} locale={locale} />
      <ItemNeeds item={item} locale={locale} />
    </article>
  );
}

/** The item's name and short name as the page's reader reads them. */
export function itemPageNames(item: StaticItem, locale: string) {
  return {
    displayName: localName(item, locale),
    shortName: localShortName(item, locale),
  };
}

/** The page's title and description (head, OpenGraph). */
export function itemPageHead(item: StaticItem, locale: string) {
  const t = marketText(locale);
  const { displayName, shortName } = itemPageNames(item, locale);
  const flea = item.price?.flea == null ? null : formatPrice(item.price.flea, "RUB", locale);
  return { title: t.itemTitle(displayName), description: t.itemDescription(displayName, shortName, flea) };
}

/** A fact's text, or null (the unknown mark) when no source knows it. */
function known<T>(v: T | null | undefined, show: (x: T) => string): string | null {
  return v === null || v === undefined ? null : show(v);
}
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The facts list: size, weight, base price, and the weapon and mod stats the data has. */
function itemFacts(item: StaticItem, locale: string): [string, string | null][] {
  const t = marketText(locale);
  const p = item.props;
  const facts: [string, string | null][] = [
    [t.shortName, itemPageNames(item, locale).shortName],
    [t.size, item.width !== null && item.height !== null ? `${item.width}×${item.height}` : null],
    [t.weight, known(item.weight, t.kg)],
    [t.basePrice, known(item.basePrice, (x) => formatPrice(x, "RUB", locale))],
  ];
  if (p?.ergonomics !== undefined) facts.push([t.ergonomics, signed(p.ergonomics)]);
  if (p?.recoilVertical !== undefined) facts.push([t.recoilVertical, String(p.recoilVertical)]);
  if (p?.recoilHorizontal !== undefined) facts.push([t.recoilHorizontal, String(p.recoilHorizontal)]);
  if (p?.recoil !== undefined) facts.push([t.recoilMod, `${signed(p.recoil)} %`]);
  if (p?.caliber) facts.push([t.gunCaliber, caliberName(p.caliber)]);
  if (p?.slots?.length) facts.push([t.slots, String(p.slots.length)]);
  return facts;
}
