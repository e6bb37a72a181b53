import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { HideoutData } from "../../build-data/hideout";
import { editionLevels } from "../../domain/editions";
import { levelRequirements, type Requirement } from "../../domain/hideout-progress";
import { gameName } from "../../i18n/game-names";
import { type ProgressionText, progressionText } from "../../i18n/progression";
import { $hideoutPlayer, $stationLevels, setLevelBuilt } from "../../stores/hideout";
import { provideHideoutLevels } from "../../stores/hideout-levels";
import { $progressionChar, initProgression } from "../../stores/progression";
import { ResetButton } from "./ResetButton";
import { itemName } from "./shown-name";
import "./progression.css";

type Props = HideoutData & { locale?: string };

function requirementText(
  t: ProgressionText,
  r: Requirement,
  names: Props["names"],
  station: (uid: string) => string,
  locale: string,
) {
  switch (r.kind) {
    case "item": {
      const name = itemName(names.items[r.item], r.item, locale);
      return `${t.reqItem(name, r.need, r.have)}${r.fir ? `, ${t.foundInRaid}` : ""}`;
    }
    case "station":
      return t.reqStation(station(r.station), r.need, r.have);
    case "trader":
      return t.reqTrader(names.traders[r.trader] ?? r.trader, r.need, r.have);
    case "skill":
      return t.reqSkill(gameName("skill", r.skill, locale), r.need, r.have);
  }
}

const reqKey = (r: Requirement) =>
  `${r.kind}-${r.kind === "item" ? r.item : r.kind === "station" ? r.station : r.kind === "trader" ? r.trader : r.skill}`;

/** /progression/hideout: each station's level, the next level's requirements met or missing, build/upgrade/destroy. */
export default function HideoutTracker({ stations, names, locale = "en" }: Props) {
  const t = progressionText(locale);
  const char = useStore($progressionChar);
  const player = useStore($hideoutPlayer);
  const built = useStore($stationLevels);
  useEffect(() => {
    provideHideoutLevels(stations.flatMap((st) => st.levels));
    initProgression();
  }, [stations]);
  if (!char || !player) return <p className="muted">{t.loading}</p>;
  const given = new Set(
    editionLevels(
      char.gameEdition,
      stations.flatMap((st) => st.levels),
    ),
  );
  const stationName = (uid: string) => {
    const st = stations.find((x) => x.uid === uid);
    return (locale === "ru" && st?.ruName) || st?.name || uid;
  };
  return (
    <section className="hideout-tracker">
      {char.pro ? null : <p className="muted">{t.hideoutFreeNote}</p>}
      <ResetButton t={t} kind="hideout" locale={locale} />
      <ul className="stations">
        {stations.map((st) => {
          const current = built.get(st.uid) ?? 0;
          const max = st.levels.at(-1)?.level ?? 0;
          const next = st.levels.find((l) => l.level === current + 1);
          const top = st.levels.find((l) => l.level === current);
          const reqs = next ? levelRequirements(next, built, player) : [];
          return (
            <li key={st.uid} className="station" data-station={st.uid} data-level={current}>
              <h2>{stationName(st.uid)}</h2>
              <p className="station-level">{current === 0 ? t.notBuilt : t.levelOf(current, max)}</p>
              {next ? (
                <div className="station-next" data-next-level={next.level}>
                  <h3>{t.nextLevel(next.level)}</h3>
                  <ul className="requirements">
                    {reqs.length === 0 ? <li>{t.noRequirements}</li> : null}
                    {reqs.map((r) => (
                      <li key={reqKey(r)} data-met={r.met === null ? "unknown" : String(r.met)}>
                        {requirementText(t, r, names, stationName, locale)}{" "}
                        <span className="req-mark">
                          {r.met === null ? t.checkInGame : r.met ? t.met : t.missing}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <button type="button" onClick={() => setLevelBuilt(next.uid, "build")}>
                    {current === 0 ? t.build : t.upgrade}
                  </button>
                </div>
              ) : (
                <p className="muted">{t.maxLevel}</p>
              )}
              {top && given.has(top.uid) ? (
                <p className="muted from-edition">{t.fromEdition}</p>
              ) : top ? (
                <button type="button" onClick={() => setLevelBuilt(top.uid, "destroy")}>
                  {t.destroy}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
