import { type FormEvent, useState } from "react";
import { adminEndpoints, type EmailSettings as Settings } from "../../contracts/admin";
import { formatDate } from "../../domain/format";
import type { AdminMessages } from "../../i18n/admin";
import { api } from "../../stores/api";
import { failureText, useAdminLoad } from "./use-admin-call";

const loadEmail = () => api.call(adminEndpoints.email);

type Status = { ok: boolean; text: string } | null;

function StatusLine({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <p role={status.ok ? "status" : "alert"} className={status.ok ? "" : "admin-error"}>
      {status.text}
    </p>
  );
}

/** /admin/email-settings: the transport in use, the sender, a test mail and the local outbox. */
export default function EmailSettings({ t }: { t: AdminMessages }) {
  const { value, setValue, error, reload } = useAdminLoad(loadEmail, t.failed);
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
  const [saved, setSaved] = useState<Status>(null);
  const [sent, setSent] = useState<Status>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    try {
      const next = await api.call(adminEndpoints.emailPut, { body: { from } });
      onSettings(next);
      setFrom(next.from);
      setSaved({ ok: true, text: t.saved });
    } catch (err) {
      setSaved({ ok: false, text: failureText(err, t.failed) });
    }
  };
  const test = async (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    try {
      await api.call(adminEndpoints.emailTest, { body: { to } });
      setSent({ ok: true, text: t.testSent });
      onSent();
    } catch (err) {
      setSent({ ok: false, text: failureText(err, t.failed) });
    }
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
      <form className="admin-form" onSubmit={(e) => void save(e)}>
        <label>
          {t.sender}
          <input type="email" value={from} maxLength={254} onChange={(e) => setFrom(e.target.value)} />
          <small className="muted">{t.senderHint}</small>
        </label>
        <button type="submit">{t.save}</button>
        <StatusLine status={saved} />
      </form>
      <form className="admin-form" onSubmit={(e) => void test(e)}>
        <label>
          {t.testTo}
          <input type="email" value={to} required maxLength={254} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">{t.sendTest}</button>
        <StatusLine status={sent} />
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
