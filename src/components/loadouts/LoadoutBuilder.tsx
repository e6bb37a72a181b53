// Long because: it loads the gun, its parts and the saved or shared build and keeps the address in
// step; its toolbar, ammo picker, conflict list and save panel all read or change one build history.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { type GunParts, type GunSummary, type Loadout, partLookup, partName } from "../../contracts/loadout";
import {
  type Build,
  buildPrice,
  buildStats,
  cheapestSource,
  checkBuild,
  decodeBuild,
  encodeBuild,
  isValid,
  setPart,
  slotTree,
  statChange,
} from "../../domain/loadout";
import { loyaltyRuleOf } from "../../domain/price-resolution";
import { loadoutsText, slotLabel } from "../../i18n/loadouts";
import { gunParts, loadWeaponBuild, saveWeaponBuild } from "../../stores/builds";
import { loadoutGuns } from "../../stores/loadout-search";
import { $isPro, $priceMode } from "../../stores/market-mode";
import { $user } from "../../stores/user-state";
import { queryParam } from "../shell/query-param";
import { BuildStatsPanel } from "./BuildStatsPanel";
import { GunPicker } from "./GunPicker";
import { LikeButton } from "./LikeButton";
import { SavePanel } from "./SavePanel";
import { SlotList } from "./SlotList";
import "./loadouts.css";
import { useBuildHistory } from "./use-build-history";

const BASE = "/loadouts/weapon";

/** The gun url and saved-build uid of the address (/loadouts/weapon/:gunUrl?/:id?), and a shared build. */
function fromLocation(): { gunUrl: string | null; uid: string | null; shared: Build | null } {
  const rest = location.pathname.slice(BASE.length).split("/").filter(Boolean).map(decodeURIComponent);
  const text = queryParam("build");
  return { gunUrl: rest[0] ?? null, uid: rest[1] ?? null, shared: text ? decodeBuild(text) : null };
}

/**
 * /loadouts/weapon: pick a gun, fill its slots from the parts that fit, see the stats, conflicts
 * and price change live, undo and redo, share the build as a link, and (Pro) save and publish it.
 */
export default function LoadoutBuilder({ locale }: { locale: string }) {
  const t = loadoutsText(locale);
  const user = useStore($user);
  const pro = useStore($isPro);
  const mode = useStore($priceMode);
  const gunList = useStore(loadoutGuns.$state);
  const guns = gunList.data?.guns ?? null;
  const [where, setWhere] = useState(fromLocation);
  const [data, setData] = useState<GunParts | null>(null);
  const [saved, setSaved] = useState<Loadout | null>(null);
  const [failed, setFailed] = useState(false);
  const [preview, setPreview] = useState<{ path: string; id: string | null } | null>(null);
  const [copied, setCopied] = useState(false);
  const history = useBuildHistory(null);
  const { build } = history;

  useEffect(() => {
    if (!loadoutGuns.$state.get().data) void loadoutGuns.load(null);
    const onPop = () => setWhere(fromLocation());
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);

  const gun = guns?.find((g) => g.url === where.gunUrl || g.uid === where.gunUrl) ?? null;

  // the gun's parts (in the price mode), then the saved build, the shared one or an empty one
  useEffect(() => {
    if (!gun) return;
    let live = true;
    setData(null);
    const load = async () => {
      const parts = await gunParts(gun.uid, mode);
      const savedBuild = where.uid ? await loadWeaponBuild(where.uid) : null;
      if (!live) return;
      setData(parts);
      setSaved(savedBuild);
      // a saved build, a shared one, else the gun's default build (its first preset)
      const start =
        savedBuild?.build ??
        (where.shared?.gun === gun.uid ? where.shared : null) ??
        parts.presets[0]?.build ??
        null;
      history.reset(
        start ? { gun: gun.uid, parts: start.parts, ammo: start.ammo ?? null } : { gun: gun.uid, parts: {} },
      );
    };
    load().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [gun, where.uid, where.shared, mode, history.reset]);

  const lookup = useMemo(() => (data ? partLookup(data) : null), [data]);
  const info = useMemo(
    () => new Map((data ? [data.gun, ...data.parts, ...data.ammo] : []).map((p) => [p.uid, p])),
    [data],
  );
  const loyalty = useMemo(() => loyaltyRuleOf(user), [user]);
  const nameOf = (id: string, fallback: string) => {
    const p = info.get(id);
    return p ? partName(p, locale) : fallback;
  };
  const tree = useMemo(() => (build && lookup ? slotTree(build, lookup) : []), [build, lookup]);
  const check = useMemo(() => (build && lookup ? checkBuild(build, lookup) : null), [build, lookup]);
  const stats = useMemo(() => (build && lookup ? buildStats(build, lookup) : null), [build, lookup]);
  const change = build && lookup && preview ? statChange(build, lookup, preview.path, preview.id) : null;
  const price = useMemo(() => {
    if (!build || !lookup) return { total: 0, unpriced: 0 };
    const p = buildPrice(build, lookup, (id) => {
      const part = info.get(id);
      return part ? cheapestSource(part.flea, part.offers, loyalty) : null;
    });
    return { total: p.total, unpriced: p.unpriced.length };
  }, [build, lookup, info, loyalty]);

  // the address follows the build: a link that opens it for anyone
  const sharePath =
    gun && build
      ? `${BASE}/${encodeURIComponent(gun.url)}?build=${encodeURIComponent(encodeBuild(build))}`
      : "";
  const shareUrl = sharePath ? `${location.origin}${sharePath}` : "";
  useEffect(() => {
    if (!gun || !build || !data) return;
    const unchangedSaved = saved && encodeBuild(saved.build) === encodeBuild(build);
    const path = unchangedSaved ? `${BASE}/${encodeURIComponent(gun.url)}/${saved.uid}` : sharePath;
    if (path !== location.pathname + location.search) window.history.replaceState(null, "", path);
  }, [gun, build, data, saved, sharePath]);

  const pickGun = (g: GunSummary) => {
    const path = `${BASE}/${encodeURIComponent(g.url)}`;
    window.history.pushState(null, "", path);
    setSaved(null);
    setWhere({ gunUrl: g.url, uid: null, shared: null });
  };

  if (failed || (gunList.failed && !guns)) return <p role="alert">{t.loadError}</p>;
  if (!guns) return <p className="muted">{t.loading}</p>;
  if (!gun) return <GunPicker locale={locale} guns={guns} onPick={pickGun} />;
  if (!data || !build || !lookup || !check) return <p className="muted">{t.loading}</p>;

  const flagged = new Set([
    ...check.missing.map((m) => m.path),
    ...check.conflicts.flatMap((c) => [c.a.path, c.b.path]),
  ]);
  return (
    <div className="loadout">
      <header className="loadout__head">
        <h2>{partName(data.gun, locale)}</h2>
        <a href={BASE}>{t.pickGun}</a>
        {saved ? (
          <p className="loadout__saved">
            <strong>{saved.title}</strong> <span className="muted">{t.by(saved.author ?? t.anonymous)}</span>{" "}
            {saved.isPublic ? (
              <LikeButton key={saved.uid} locale={locale} loadout={saved} signedIn={!!user} />
            ) : null}
          </p>
        ) : null}
        <div className="loadout__tools">
          <button type="button" disabled={!history.canUndo} onClick={history.undo}>
            {t.undo}
          </button>
          <button type="button" disabled={!history.canRedo} onClick={history.redo}>
            {t.redo}
          </button>
          <button
            type="button"
            disabled={Object.keys(build.parts).length === 0}
            onClick={() => history.change({ ...build, parts: {} })}
          >
            {t.reset}
          </button>
          {data.presets.length > 0 ? (
            <select
              aria-label={t.preset}
              value=""
              onChange={(e) => {
                const p = data.presets.find((x) => x.uid === e.currentTarget.value);
                if (p) history.change({ gun: gun.uid, parts: p.build.parts, ammo: build.ammo ?? null });
              }}
            >
              <option value="">{t.preset}</option>
              {data.presets.map((p) => (
                <option key={p.uid} value={p.uid}>
                  {p.name}
                </option>
              ))}
            </select>
          ) : null}
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(shareUrl).catch(() => undefined);
              setCopied(true);
            }}
          >
            {t.share}
          </button>
          {copied ? <span role="status">{t.copied}</span> : null}
        </div>
      </header>
      <div className="loadout__body">
        <SlotList
          locale={locale}
          build={build}
          tree={tree}
          lookup={lookup}
          info={info}
          loyalty={loyalty}
          flagged={flagged}
          onPick={(path, id) => history.change(setPart(build, path, id))}
          onPreview={setPreview}
        />
        <aside className="loadout__side">
          <BuildStatsPanel locale={locale} stats={stats} change={change} price={price} />
          <label className="loadout__ammo">
            {t.ammo}
            <select
              value={build.ammo ?? ""}
              onChange={(e) => history.change({ ...build, ammo: e.currentTarget.value || null })}
            >
              <option value="">{t.ammoNone}</option>
              {data.ammo.map((a) => (
                <option key={a.uid} value={a.uid}>
                  {partName(a, locale)}
                </option>
              ))}
            </select>
          </label>
          <section className="loadout__problems" aria-label={t.conflictsTitle} data-testid="build-problems">
            {isValid(check) ? (
              <p className="muted">{t.valid}</p>
            ) : (
              <ul>
                {check.conflicts.map((c) => (
                  <li key={`${c.a.path}|${c.b.path}`} className="error">
                    {t.conflict(nameOf(c.a.id, c.a.name), nameOf(c.b.id, c.b.name))}
                  </li>
                ))}
                {check.missing.map((m) => (
                  <li key={m.path}>{t.missing(slotLabel(m.slot, locale))}</li>
                ))}
              </ul>
            )}
          </section>
          <SavePanel
            locale={locale}
            pro={pro}
            submit={(fields) => saveWeaponBuild({ ...fields, build })}
            saved={saved}
            onSaved={(l) => {
              setSaved(l);
              window.history.replaceState(null, "", `${BASE}/${encodeURIComponent(gun.url)}/${l.uid}`);
            }}
          />
        </aside>
      </div>
    </div>
  );
}
