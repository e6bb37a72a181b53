// Long because: it holds the item page's HTML-only lists (trader offers, crafts and barters, quest
// and hideout needs), each a plain render of the same static item in the same section markup.
import { Fragment } from "react";
import type { ItemRef, StaticItem, StaticOffer } from "../../build-data/types";
import { formatDay, formatDuration, formatNumber, formatPrice } from "../../domain/format";
import { localName, localShortName } from "../../domain/local-name";
import { localePath } from "../../domain/locale";
import { levelText } from "../../domain/price-resolution";
import { marketText } from "../../i18n/market";
import { itemHref } from "../../site/links";

/**
 * The item page's lists, rendered to HTML only (at build by Astro, on demand by the Worker): trader
 * offers, crafts and barters making or using the item, and the quests and hideout levels needing it.
 */

export function ItemOffers({
  buy,
  sell,
  locale,
}: {
  buy: StaticOffer[];
  sell: StaticOffer[];
  locale: string;
}) {
  const t = marketText(locale);
  const groups = [
    { title: t.traderSell, list: sell },
    { title: t.traderBuy, list: buy },
  ];
  return (
    <section className="item-sec item-offers">
      {groups.map((g) => (
        <div key={g.title}>
          <h2>{g.title}</h2>
          {g.list.length === 0 ? (
            <p className="muted">{t.noOffers}</p>
          ) : (
            <table className="offers">
              <thead>
                <tr>
                  <th>{t.trader}</th>
                  <th>{t.level}</th>
                  <th className="num">{t.offerPrice}</th>
                  <th className="num">{t.offerDate}</th>
                </tr>
              </thead>
              <tbody>
                {g.list.map((o) => (
                  <tr key={`${o.trader} ${o.level} ${o.kind}`}>
                    <td>{(locale === "ru" && o.traderRu) || o.traderName}</td>
                    <td>{levelText(o.level)}</td>
                    <td className="num">
                      {formatPrice(o.priceCur, o.currency, locale)}
                      {o.currency !== "RUB" && (
                        <span className="muted"> ({formatPrice(o.price, "RUB", locale)})</span>
                      )}
                    </td>
                    {/* each trader price keeps the date its source observed it */}
                    <td className="num muted" data-testid="offer-date">
                      {o.observedAt ? formatDay(o.observedAt, locale) : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </section>
  );
}

function ItemRefs({ refs, current, locale }: { refs: ItemRef[]; current: string; locale: string }) {
  return (
    <span className="refs">
      {refs.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an item may stand twice in a recipe; static HTML
        <Fragment key={`${r.slug} ${i}`}>
          {i > 0 && " + "}
          {r.count > 1 && `${r.count} × `}
          {r.slug === current ? (
            <b>{localShortName(r, locale)}</b>
          ) : (
            <a href={itemHref(r.slug, locale)} title={localName(r, locale)}>
              {localShortName(r, locale)}
            </a>
          )}
        </Fragment>
      ))}
    </span>
  );
}

type Recipe = { inputs: ItemRef[]; outputs: ItemRef[]; where: string };

/**
 * The most barters a list shows in the page's HTML: past it, the list links to the barters
 * calculator's list of the item's barters (GP coin's 300-odd barters would weigh about 12 KB of
 * the page's gzipped HTML).
 */
export const BARTERS_SHOWN = 40;

function Recipes({
  title,
  list,
  item,
  locale,
  more,
}: {
  title: string;
  list: Recipe[];
  item: StaticItem;
  locale: string;
  /** Where the whole list is, when it is longer than BARTERS_SHOWN (only the first are shown). */
  more?: { href: string; text: string } | undefined;
}) {
  const shown = more ? list.slice(0, BARTERS_SHOWN) : list;
  return (
    <section className="item-sec">
      <h2>{title}</h2>
      <ul className="recipes">
        {shown.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a recipe list is static HTML, never reordered
          <li key={i}>
            <ItemRefs refs={r.inputs} current={item.slug} locale={locale} /> →{" "}
            <ItemRefs refs={r.outputs} current={item.slug} locale={locale} />
            <span className="muted"> · {r.where}</span>
          </li>
        ))}
      </ul>
      {more && (
        <p>
          <a href={more.href} data-testid="all-barters">
            {more.text}
          </a>
        </p>
      )}
    </section>
  );
}

export function ItemRecipes({ item, locale }: { item: StaticItem; locale: string }) {
  const t = marketText(locale);
  const ru = locale === "ru";
  const craft = (c: StaticItem["craftsMaking"][number]): Recipe => ({
    ...c,
    where: `${(ru && c.stationRu) || c.station} ${c.level} · ${formatDuration(c.duration, locale)}`,
  });
  const barter = (b: StaticItem["bartersMaking"][number]): Recipe => ({
    ...b,
    where: `${(ru && b.traderRu) || b.trader} ${b.level}`,
  });
  // a barter list longer than BARTERS_SHOWN links to the calculator's list of the item's barters
  const barters = (list: StaticItem["bartersMaking"]) => ({
    list: list.map(barter),
    more:
      list.length > BARTERS_SHOWN
        ? {
            href: localePath(`/barters?item=${encodeURIComponent(item.uid)}`, locale),
            text: t.allBarters(formatNumber(list.length, locale)),
          }
        : undefined,
  });
  const groups: { title: string; list: Recipe[]; more?: { href: string; text: string } | undefined }[] = [
    { title: t.craftsMaking, list: item.craftsMaking.map(craft) },
    { title: t.craftsUsing, list: item.craftsUsing.map(craft) },
    { title: t.bartersMaking, ...barters(item.bartersMaking) },
    { title: t.bartersUsing, ...barters(item.bartersUsing) },
  ].filter((g) => g.list.length > 0);
  return (
    <>
      {groups.map((g) => (
        <Recipes key={g.title} title={g.title} list={g.list} item={item} locale={locale} more={g.more} />
      ))}
    </>
  );
}

export function ItemNeeds({ item, locale }: { item: StaticItem; locale: string }) {
  const t = marketText(locale);
  const ru = locale === "ru";
  return (
    <>
      {item.quests.length > 0 && (
        <section className="item-sec">
          <h2>{t.quests}</h2>
          <ul>
            {item.quests.map((q, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static HTML, never reordered
              <li key={i}>
                {formatNumber(q.count, locale)} ×{" "}
                {q.wikiUrl ? (
                  <a href={q.wikiUrl} rel="external noopener">
                    {localName(q, locale)}
                  </a>
                ) : (
                  localName(q, locale)
                )}
                <span className="muted">
                  {" "}
                  · {(ru && q.traderRu) || q.trader}
                  {q.fir && ` · ${t.fir}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {item.hideout.length > 0 && (
        <section className="item-sec">
          <h2>{t.hideout}</h2>
          <ul>
            {item.hideout.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static HTML, never reordered
              <li key={i}>
                {formatNumber(h.count, locale)} × {(ru && h.stationRu) || h.station}
                <span className="muted">
                  {" "}
                  · {t.level.toLowerCase()} {h.level}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
