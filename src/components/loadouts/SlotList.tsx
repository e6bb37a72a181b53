// Long because: each slot row and its parts chooser (search, stat change, price, hover preview) share
// one open slot and one filter, and the chooser's picks and previews go to the same build callbacks.
/** The build's slots, depth first, each with its part and a chooser of the parts that fit. */
import { useState } from "react";
import { type PartInfo, partName } from "../../contracts/loadout";
import { formatDecimal, formatPrice } from "../../domain/format";
import { type Build, cheapestSource, type PartLookup, type SlotNode, statChange } from "../../domain/loadout";
import type { LoyaltyRule } from "../../domain/price-resolution";
import { searchList } from "../../domain/search";
import { loadoutsText, slotLabel } from "../../i18n/loadouts";
import { ItemIcon } from "../item/ItemIcon";
import { sourceLabel } from "./BuildStatsPanel";

type Props = {
  locale: string;
  build: Build;
  tree: SlotNode[];
  lookup: PartLookup;
  info: ReadonlyMap<string, PartInfo>;
  loyalty: LoyaltyRule;
  /** Slot paths with a conflict or a missing required part. */
  flagged: ReadonlySet<string>;
  onPick: (path: string, id: string | null) => void;
  onPreview: (preview: { path: string; id: string | null } | null) => void;
};

const icon = (p: PartInfo | undefined) =>
  p ? { shortName: p.shortName, ruShortName: p.ruShortName ?? null, icon: p.iconUrl } : undefined;

function PartPrice({ part, loyalty, locale }: { part: PartInfo; loyalty: LoyaltyRule; locale: string }) {
  const t = loadoutsText(locale);
  const best = cheapestSource(part.flea, part.offers, loyalty);
  if (!best) return <span className="muted">{t.noPrice}</span>;
  return (
    <span>
      {formatPrice(best.price, "RUB", locale)}{" "}
      <span className="muted">{sourceLabel(best.source, best.level, locale)}</span>
    </span>
  );
}

export function SlotList({ locale, build, tree, lookup, info, loyalty, flagged, onPick, onPreview }: Props) {
  const t = loadoutsText(locale);
  const [open, setOpen] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  return (
    <ul className="slots" aria-label={t.slotsTitle}>
      {tree.map((node) => {
        const part = node.part ? info.get(node.part.id) : undefined;
        const label = slotLabel(node.slot.name, locale);
        const choices = node.slot.allowed.flatMap((id) => {
          const p = info.get(id);
          return p && lookup(id) ? [p] : [];
        });
        const shown =
          open === node.path
            ? searchList(choices, (c) => [c.name, c.shortName, c.ruName, c.ruShortName], filter)
            : choices;
        return (
          <li
            key={node.path}
            className={`slot${flagged.has(node.path) ? " slot--flagged" : ""}`}
            style={{ paddingInlineStart: `${(node.depth - 1) * 1.1}rem` }}
            data-path={node.path}
          >
            <div className="slot__row">
              <span className="slot__name">
                {label}
                {node.slot.required ? <span className="slot__req"> ({t.required})</span> : null}
              </span>
              {part ? (
                <span className="slot__part">
                  <ItemIcon item={icon(part)} size={28} locale={locale} />
                  <span>{partName(part, locale)}</span>
                </span>
              ) : (
                <span className="muted slot__part">{t.empty}</span>
              )}
              <span className="slot__actions">
                <button
                  type="button"
                  aria-expanded={open === node.path}
                  onClick={() => {
                    setOpen(open === node.path ? null : node.path);
                    setFilter("");
                  }}
                >
                  {t.choose}
                </button>
                {part ? (
                  <button type="button" onClick={() => onPick(node.path, null)}>
                    {t.remove}
                  </button>
                ) : null}
              </span>
            </div>
            {open === node.path ? (
              <div className="chooser">
                {choices.length === 0 ? (
                  <p className="muted">{t.noCandidates}</p>
                ) : (
                  <>
                    <p className="muted">{t.candidates(choices.length)}</p>
                    {choices.length > 8 ? (
                      <input
                        type="search"
                        aria-label={`${label}: ${t.choose}`}
                        value={filter}
                        onChange={(e) => setFilter(e.currentTarget.value)}
                      />
                    ) : null}
                    <ul>
                      {shown.map((c) => {
                        const d = statChange(build, lookup, node.path, c.uid);
                        return (
                          <li key={c.uid}>
                            <button
                              type="button"
                              className="chooser__pick"
                              aria-pressed={part?.uid === c.uid}
                              onMouseEnter={() => onPreview({ path: node.path, id: c.uid })}
                              onFocus={() => onPreview({ path: node.path, id: c.uid })}
                              onMouseLeave={() => onPreview(null)}
                              onBlur={() => onPreview(null)}
                              onClick={() => {
                                onPick(node.path, c.uid);
                                onPreview(null);
                                setOpen(null);
                              }}
                            >
                              <ItemIcon item={icon(c)} size={28} locale={locale} />
                              <span className="chooser__name">{partName(c, locale)}</span>
                              {d ? (
                                <span className="chooser__stats">
                                  {d.ergonomics
                                    ? `${t.ergonomics} ${d.ergonomics > 0 ? "+" : "−"}${formatDecimal(Math.abs(d.ergonomics), locale, 1)}`
                                    : ""}
                                  {c.recoil
                                    ? ` · ${c.recoil > 0 ? "+" : "−"}${formatDecimal(Math.abs(c.recoil), locale, 1)}%`
                                    : ""}
                                </span>
                              ) : null}
                              <span className="chooser__price">
                                <PartPrice part={c} loyalty={loyalty} locale={locale} />
                              </span>
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </>
                )}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
