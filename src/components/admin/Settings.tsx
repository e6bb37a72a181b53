import { type FormEvent, useState } from "react";
import { adminEndpoints } from "../../contracts/admin";
import type { GlobalSettings } from "../../domain/global-settings";
import type { AdminMessages } from "../../i18n/admin";
import { api } from "../../stores/api";
import ChallengeEditor from "./ChallengeEditor";
import { failureText, useAdminLoad } from "./use-admin-call";
import { fromUtcInput, toUtcInput } from "./utc-input";

const loadSettings = () => api.call(adminEndpoints.settings);

/** /admin/global-settings: fuelBase, the tournament switch, the helper version and the wipe date. */
export default function Settings({ t, locale }: { t: AdminMessages; locale: string }) {
  const { value, error } = useAdminLoad(loadSettings, t.failed);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  return (
    <>
      <SettingsForm initial={value} t={t} />
      <ChallengeEditor locale={locale} />
    </>
  );
}

function SettingsForm({ initial, t }: { initial: GlobalSettings; t: AdminMessages }) {
  const [fuel, setFuel] = useState(String(initial.fuelBase));
  const [tournament, setTournament] = useState(initial.tournamentEnabled);
  const [version, setVersion] = useState(initial.helperVersion);
  const [wipe, setWipe] = useState(initial.wipeDate === null ? "" : toUtcInput(initial.wipeDate));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    try {
      const saved = await api.call(adminEndpoints.settingsPut, {
        body: {
          fuelBase: Number(fuel.replace(",", ".")),
          tournamentEnabled: tournament,
          helperVersion: version,
          wipeDate: fromUtcInput(wipe),
        },
      });
      setFuel(String(saved.fuelBase));
      setVersion(saved.helperVersion);
      setStatus({ ok: true, text: t.saved });
    } catch (err) {
      setStatus({ ok: false, text: failureText(err, t.failed) });
    }
  };
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)}>
      <label>
        {t.fuelBase}
        <input inputMode="decimal" value={fuel} onChange={(e) => setFuel(e.target.value)} required />
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={tournament} onChange={(e) => setTournament(e.target.checked)} />
        {t.tournamentEnabled}
      </label>
      <label>
        {t.helperVersion}
        <input value={version} maxLength={32} onChange={(e) => setVersion(e.target.value)} translate="no" />
      </label>
      <label>
        {t.wipeDate}
        <span className="admin-inline">
          <input type="datetime-local" value={wipe} onChange={(e) => setWipe(e.target.value)} />
          <button type="button" onClick={() => setWipe("")}>
            {t.clear}
          </button>
        </span>
        <small className="muted">{t.wipeNote}</small>
      </label>
      <button type="submit">{t.save}</button>
      {status ? (
        <p role={status.ok ? "status" : "alert"} className={status.ok ? "" : "admin-error"}>
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
