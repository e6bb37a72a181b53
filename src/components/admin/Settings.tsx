import { type FormEvent, useState } from "react";
import type { GlobalSettings } from "../../domain/global-settings";
import type { AdminMessages } from "../../i18n/admin";
import { adminSettings } from "../../stores/admin";
import ChallengeEditor from "./ChallengeEditor";
import { StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";
import { fromUtcInput, toUtcInput } from "./utc-input";

const loadSettings = () => adminSettings.get();

/** /admin/global-settings: fuelBase, the tournament switch, the helper version and the wipe date. */
export default function Settings({ t, locale }: { t: AdminMessages; locale: string }) {
  const { value, error } = useAdminLoad(loadSettings, t.failed, t.lang);
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
  const { status, run } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const saved = await adminSettings.put({
        fuelBase: Number(fuel.replace(",", ".")),
        tournamentEnabled: tournament,
        helperVersion: version,
        wipeDate: fromUtcInput(wipe),
      });
      setFuel(String(saved.fuelBase));
      setVersion(saved.helperVersion);
    });
  };
  return (
    <form className="admin-form" onSubmit={submit}>
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
      <StatusLine status={status} />
    </form>
  );
}
