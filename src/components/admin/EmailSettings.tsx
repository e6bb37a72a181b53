import { type FormEvent, useState } from "react";
import type { EmailSettings as Settings } from "../../contracts/admin";
import { formatDate } from "../../domain/format";
import type { AdminMessages } from "../../i18n/admin";
import { adminEmail } from "../../stores/admin";
import { StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

const loadEmail = () => adminEmail.get();

/** /admin/email-settings: the transport in use, the sender, a test mail and the local outbox. */
export default function EmailSettings({ t }: { t: AdminMessages }) {
  const { value, setValue, error, reload } = useAdminLoad(loadEmail, t.failed, t.lang);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  return <EmailForms settings={value} onSettings={setValue} onSent={reload} t={t} />;
}

function EmailForms(props: {
  settings: Settings;
  onSettings: (s: Settings) => void;
  onSent: () => void;
  t: AdminMessages;
}) {
  const { settings, onSettings, onSent, t } = props;
  const [from, setFrom] = useState(settings.from);
  const [to, setTo] = useState("");
  const saving = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const sending = useSave({ ok: t.testSent, failed: t.failed, lang: t.lang });
  const save = (e: FormEvent) => {
    e.preventDefault();
    void saving.run(async () => {
      const next = await adminEmail.put({ from });
      onSettings(next);
      setFrom(next.from);
    });
  };
  const test = (e: FormEvent) => {
    e.preventDefault();
    void sending.run(async () => {
      await adminEmail.test(to);
      onSent();
    });
  };
  return (
    <div className="admin-detail">
      <dl className="admin-facts" data-testid="admin-email">
        <dt>{t.transport}</dt>
        <dd>{t.transports[settings.transport]}</dd>
        <dt>{t.apiHost}</dt>
        <dd translate="no">{settings.apiHost ?? t.none}</dd>
        <dt>{t.configuredFrom}</dt>
        <dd translate="no">{settings.configuredFrom ?? t.none}</dd>
      </dl>
      <form className="admin-form" onSubmit={save}>
        <label>
          {t.sender}
          <input type="email" value={from} maxLength={254} onChange={(e) => setFrom(e.target.value)} />
          <small className="muted">{t.senderHint}</small>
        </label>
        <button type="submit">{t.save}</button>
        <StatusLine status={saving.status} />
      </form>
      <form className="admin-form" onSubmit={test}>
        <label>
          {t.testTo}
          <input type="email" value={to} required maxLength={254} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">{t.sendTest}</button>
        <StatusLine status={sending.status} />
      </form>
      {settings.transport === "local" ? (
        <>
          <h2>{t.outbox}</h2>
          {settings.outbox.length === 0 ? (
            <p className="muted">{t.outboxEmpty}</p>
          ) : (
            <ul className="admin-log-list" data-testid="admin-outbox">
              {settings.outbox.map((m) => (
                <li key={`${m.at}-${m.to}-${m.subject}`}>
                  {formatDate(m.at)} · {m.to} · {m.subject}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}
