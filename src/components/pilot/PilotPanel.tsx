// Long because: the helper's mode, status, folder settings, toggles, actions and log are all views
// of the one pilot store, shown as one panel; the folder fields keep a local draft of its values.
/** /pilot: connect to the helper, its status, settings (while connected), toggles, logs and actions. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { formatDate } from "../../domain/format";
import { t as tr } from "../../i18n";
import { mapNames } from "../../i18n/pages";
import { pilotText } from "../../i18n/pilot";
import { fetchSiteSettings } from "../../stores/live-data";
import { $isPro } from "../../stores/market-mode";
import type { PilotMode } from "../../stores/pilot";
import { $pilot, pilot } from "../../stores/pilot-browser";
import { initProgression } from "../../stores/progression";
import "./pilot.css";

const MODES: PilotMode[] = ["DESKTOP_APP", "CLOUD"];

export default function PilotPanel({ locale }: { locale: string }) {
  const t = pilotText(locale);
  const s = useStore($pilot);
  const pro = useStore($isPro);
  const [game, setGame] = useState(s.gameFolder);
  const [shots, setShots] = useState(s.screenshotsFolder);
  useEffect(() => {
    pilot.resume();
  }, []);
  // quests are known before the helper reports one (auto-complete is Pro)
  useEffect(() => {
    if (pro) initProgression(undefined, { items: false });
  }, [pro]);
  useEffect(() => {
    setGame(s.gameFolder);
    setShots(s.screenshotsFolder);
  }, [s.gameFolder, s.screenshotsFolder]);
  // the helper version the site publishes (admins set it on /admin/global-settings)
  const [latest, setLatest] = useState("");
  useEffect(() => {
    fetchSiteSettings().then(
      (settings) => setLatest(settings.helperVersion),
      () => setLatest(""),
    );
  }, []);
  const mapName = s.mapSlug ? tr(mapNames, locale)[s.mapSlug] : s.map;
  return (
    <div className="pilot">
      <fieldset>
        <legend>{t.modeTitle}</legend>
        {MODES.map((m) => (
          <label key={m} className="pilot__mode">
            <input type="radio" name="pilot-mode" checked={s.mode === m} onChange={() => pilot.setMode(m)} />{" "}
            {t.modes[m]}
            <span className="muted"> {t.modeHints[m]}</span>
          </label>
        ))}
      </fieldset>
      <section className="pilot__status" aria-label={t.status}>
        <p>
          {t.status}: <strong data-testid="pilot-status">{t.statuses[s.status]}</strong>
        </p>
        {s.closedBy && s.status !== "Connected" ? (
          <p className="pilot__closed" role="status" data-testid="pilot-closed">
            {t.closedBy[s.closedBy]}
          </p>
        ) : null}
        {s.status === "Disconnected" && !s.isConnecting ? (
          <button type="button" onClick={() => pilot.connect()}>
            {t.connect}
          </button>
        ) : (
          <button type="button" onClick={() => pilot.disconnect()}>
            {t.disconnect}
          </button>
        )}
        <dl>
          <div>
            <dt>{t.version}</dt>
            <dd>
              {s.version ?? t.unknown}
              {latest && s.version && s.version !== latest ? (
                <span className="pilot__update" data-testid="pilot-update">
                  {" "}
                  {t.newerHelper(latest)}
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t.currentMap}</dt>
            <dd data-testid="pilot-map">{mapName ?? t.unknown}</dd>
          </div>
          <div>
            <dt>{t.position}</dt>
            <dd>{s.position ? `${s.position.x}, ${s.position.y}, ${s.position.z}` : t.unknown}</dd>
          </div>
        </dl>
      </section>
      <form
        className="pilot__settings"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <h2>{t.settingsTitle}</h2>
        {s.isConnected ? null : <p className="muted">{t.settingsOnlyConnected}</p>}
        <label>
          {t.gameFolder}
          <input
            value={game}
            disabled={!s.isConnected}
            onChange={(e) => {
              setGame(e.currentTarget.value);
              pilot.setFolders(e.currentTarget.value, shots);
            }}
          />
        </label>
        <label>
          {t.screenshotsFolder}
          <input
            value={shots}
            disabled={!s.isConnected}
            onChange={(e) => {
              setShots(e.currentTarget.value);
              pilot.setFolders(game, e.currentTarget.value);
            }}
          />
        </label>
        <div className="pilot__buttons">
          <button type="button" disabled={!s.isConnected} onClick={() => pilot.resetSettings()}>
            {t.resetSettings}
          </button>
          <button type="button" disabled={!s.isConnected} onClick={() => pilot.update()}>
            {t.update}
          </button>
        </div>
        <label className="pilot__toggle">
          <input
            type="checkbox"
            checked={s.mapChangeEnabled}
            onChange={(e) => pilot.setToggle("mapChangeEnabled", e.currentTarget.checked)}
          />{" "}
          {t.mapChange}
        </label>
        <label className="pilot__toggle">
          <input
            type="checkbox"
            checked={s.questsAutoCompleteEnabled}
            onChange={(e) => pilot.setToggle("questsAutoCompleteEnabled", e.currentTarget.checked)}
          />{" "}
          {t.questsAutoComplete}
        </label>
        {pro ? null : <p className="muted">{t.questsPro}</p>}
      </form>
      <section>
        <h2>{t.actionsTitle}</h2>
        {s.actionsLog.length === 0 ? (
          <p className="muted">{t.actionsEmpty}</p>
        ) : (
          <ol className="pilot__actions" data-testid="pilot-actions">
            {[...s.actionsLog].reverse().map((a) => (
              <li key={`${a.date}-${a.action}-${a.details}`}>
                <span className="muted">{formatDate(a.date)}</span> {t.actions[a.action]}: {a.details}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section>
        <h2>{t.logsTitle}</h2>
        {s.logs.length === 0 ? (
          <p className="muted">{t.logsEmpty}</p>
        ) : (
          <pre className="pilot__log" data-testid="pilot-log">
            {s.logs.join("\n")}
          </pre>
        )}
      </section>
      <p>
        <a href="/pilot/new">{t.install}</a> · <a href="/pilot/cloud">{t.cloudLink}</a>
      </p>
    </div>
  );
}
