// Long because: one gear set feeds the slot pickers, the live stats, the conflict list, the share
// link and the save panel; split up, each part would need the same build, item lookup and prices.
/**
 * The gear builder on /gear: one item per slot from the wearables of that slot, the set's weight,
 * price by cheapest reachable source, armour and penalties live, conflicts flagged with both
 * names, a share link (/gear?build=…), and (Pro) save and publish. /gear?id=… opens a saved set.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { type GearItem, type GearLoadout, gearLookup } from "../../contracts/gear";
import { partName } from "../../contracts/loadout";
import { formatDecimal, formatPrice } from "../../domain/format";
import {
  checkGear,
  decodeGear,
  encodeGear,
  GEAR_SLOTS,
  type GearBuild,
  type GearSlot,
  gearItemPrice,
  gearPrice,
  gearStats,
  isGearValid,
  type PartialSum,
  setGear,
} from "../../domain/gear";
import { loyaltyRuleOf } from "../../domain/price-resolution";
import { gearText } from "../../i18n/gear";
import { loadoutsText } from "../../i18n/loadouts";
import { gearItems, loadGearBuild, saveGearBuild } from "../../stores/builds";
import { $isPro, $priceMode } from "../../stores/market-mode";
import { $user } from "../../stores/user-state";
import { sourceLabel } from "../loadouts/BuildStatsPanel";
import { LikeButton } from "../loadouts/LikeButton";
import { SavePanel } from "../loadouts/SavePanel";
import "./gear.css";

const DASH = "—";

function fromLocation(): { uid: string | null; shared: GearBuild | null } {
  const q = new URLSearchParams(location.search);
  const text = q.get("build");
  return { uid: q.get("id"), shared: text === null ? null : decodeGear(text) };
}

const signed = (x: number, locale: string) =>
  `${x > 0 ? "+" : x < 0 ? "−" : ""}${formatDecimal(Math.abs(x), locale, 1)}`;

export function GearBuilder({ locale }: { locale: string }) {
  const g = gearText(locale);
  const t = loadoutsText(locale);
  const user = useStore($user);
  const pro = useStore($isPro);
  const mode = useStore($priceMode);
  const [items, setItems] = useState<GearItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [where] = useState(fromLocation);
  const [build, setBuild] = useState<GearBuild>(where.shared ?? {});
  const [saved, setSaved] = useState<GearLoadout | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    gearItems(mode).then(
      (r) => live && setItems(r.items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [mode]);

  useEffect(() => {
    if (!where.uid) return;
    loadGearBuild(where.uid).then(
      (l) => {
        setSaved(l);
        setBuild(l.build);
      },
      () => setFailed(true),
    );
  }, [where.uid]);

  const lookup = useMemo(() => gearLookup(items ?? []), [items]);
  const byUid = useMemo(() => new Map((items ?? []).map((i) => [i.uid, i])), [items]);
  const bySlot = useMemo(() => {
    const out = new Map<GearSlot, GearItem[]>(GEAR_SLOTS.map((s) => [s, []]));
    for (const i of items ?? []) out.get(i.slot)?.push(i);
    for (const list of out.values())
      list.sort((a, b) => partName(a, locale).localeCompare(partName(b, locale)));
    return out;
  }, [items, locale]);
  const loyalty = useMemo(() => loyaltyRuleOf(user), [user]);
  const priceOf = (i: GearItem) => gearItemPrice(i, loyalty);
  const check = useMemo(() => checkGear(build, lookup), [build, lookup]);
  const stats = useMemo(() => gearStats(build, lookup), [build, lookup]);
  const price = gearPrice(build, lookup, (id) => {
    const i = byUid.get(id);
    return i ? priceOf(i) : null;
  });

  // the address follows the set: a saved one unchanged keeps its id, else the share link
  const text = encodeGear(build);
  const unchangedSaved = saved && encodeGear(saved.build) === text ? saved : null;
  const path = unchangedSaved
    ? `/gear?id=${unchangedSaved.uid}`
    : text
      ? `/gear?build=${encodeURIComponent(text)}`
      : "/gear";
  useEffect(() => {
    if (!items) return;
    if (path !== location.pathname + location.search) window.history.replaceState(null, "", path);
  }, [items, path]);

  if (failed) return <p role="alert">{t.loadError}</p>;
  if (!items) return <p className="muted">{t.loading}</p>;

  const flagged = new Set(check.conflicts.flatMap((c) => [c.a.path, c.b.path]));
  const worn = GEAR_SLOTS.filter((s) => build[s] && lookup(build[s] as string)?.slot === s).length;
  const partial = (sum: PartialSum, unit: string) =>
    sum.unknown === worn && worn > 0 ? (
      DASH
    ) : (
      <>
        {signed(sum.total, locale)}
        {unit}
        {sum.unknown > 0 ? <span className="muted"> ({g.unknownValues(sum.unknown)})</span> : null}
      </>
    );
  const nameOf = (id: string, fallback: string) => {
    const i = byUid.get(id);
    return i ? partName(i, locale) : fallback;
  };

  return (
    <div className="loadout gear">
      {saved ? (
        <p className="loadout__saved">
          {g.viewing}: <strong>{saved.title}</strong>{" "}
          <span className="muted">{t.by(saved.author ?? t.anonymous)}</span>{" "}
          {saved.isPublic ? (
            <LikeButton key={saved.uid} locale={locale} loadout={saved} signedIn={!!user} />
          ) : null}{" "}
          <a href="/gear">{g.newSet}</a>
        </p>
      ) : null}
      <div className="loadout__tools">
        <button type="button" disabled={worn === 0} onClick={() => setBuild({})}>
          {t.reset}
        </button>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(`${location.origin}${path}`).catch(() => undefined);
            setCopied(true);
          }}
        >
          {g.shareTitle}
        </button>
        {copied ? <span role="status">{t.copied}</span> : null}
      </div>
      <div className="loadout__body">
        <ul className="gear-slots">
          {GEAR_SLOTS.map((slot) => {
            const id = build[slot] ?? "";
            const found = id ? byUid.get(id) : undefined;
            const info = found?.slot === slot ? found : undefined;
            const p = info ? priceOf(info) : null;
            return (
              <li
                key={slot}
                className={`gear-slot${flagged.has(slot) ? " slot--flagged" : ""}`}
                data-slot={slot}
              >
                <div className="gear-slot__row">
                  <label className="slot__name" htmlFor={`gear-slot-${slot}`}>
                    {g.slots[slot]}
                  </label>
                  <select
                    id={`gear-slot-${slot}`}
                    value={info ? id : ""}
                    onChange={(e) => setBuild(setGear(build, slot, e.currentTarget.value || null))}
                  >
                    <option value="">{g.none}</option>
                    {(bySlot.get(slot) ?? []).map((i) => (
                      <option key={i.uid} value={i.uid}>
                        {partName(i, locale)}
                      </option>
                    ))}
                  </select>
                </div>
                {info ? (
                  <span className="gear-slot__stats muted">
                    {info.armorClass !== null ? `${g.classValue(info.armorClass)} · ` : ""}
                    {info.weight === null ? DASH : `${formatDecimal(info.weight, locale, 2)} ${t.kg}`} ·{" "}
                    {p
                      ? `${formatPrice(p.price, "RUB", locale)} (${sourceLabel(p.source, p.level, locale)})`
                      : g.noPrice}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        <aside className="loadout__side">
          <section className="loadout-stats" aria-label={t.statsTitle}>
            <h2>{t.statsTitle}</h2>
            <dl>
              <div>
                <dt>{t.weight}</dt>
                <dd data-stat="weight">
                  {stats.weight === null ? DASH : `${formatDecimal(stats.weight, locale, 2)} ${t.kg}`}
                </dd>
              </div>
              <div>
                <dt>{t.price}</dt>
                <dd data-stat="price">
                  {worn === 0
                    ? DASH
                    : price.priced === 0
                      ? g.noPrice
                      : formatPrice(price.total, "RUB", locale)}
                  {price.priced > 0 && price.unpriced.length > 0 ? (
                    <span className="muted"> ({t.priceIncomplete(price.unpriced.length)})</span>
                  ) : null}
                </dd>
              </div>
              {stats.armor.map((a) => (
                <div key={a.slot}>
                  <dt>{g.armorClassOf(g.slots[a.slot])}</dt>
                  <dd data-stat={`armor-${a.slot}`}>
                    {a.armorClass === null ? DASH : g.classValue(a.armorClass)}
                    {a.durability !== null ? (
                      <span className="muted">
                        {" "}
                        ({g.durability} {formatDecimal(a.durability, locale, 0)})
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
              <div>
                <dt>{g.speed}</dt>
                <dd data-stat="speed">{partial(stats.speedPenalty, " %")}</dd>
              </div>
              <div>
                <dt>{g.turn}</dt>
                <dd data-stat="turn">{partial(stats.turnPenalty, " %")}</dd>
              </div>
              <div>
                <dt>{g.ergo}</dt>
                <dd data-stat="ergo">{partial(stats.ergoPenalty, "")}</dd>
              </div>
            </dl>
            <p className="muted gear__source">{g.statsSource}</p>
          </section>
          <section className="loadout__problems" aria-label={t.conflictsTitle} data-testid="gear-problems">
            {isGearValid(check) ? (
              <p className="muted">{worn > 0 ? t.valid : ""}</p>
            ) : (
              <ul>
                {check.conflicts.map((c) => (
                  <li key={`${c.a.path}|${c.b.path}`} className="error">
                    {t.conflict(nameOf(c.a.id, c.a.name), nameOf(c.b.id, c.b.name))}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {worn > 0 ? (
            <SavePanel
              locale={locale}
              pro={pro}
              needsPro={g.saveNeedsPro}
              submit={(fields) => saveGearBuild({ ...fields, build })}
              saved={saved}
              onSaved={setSaved}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
