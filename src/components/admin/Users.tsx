import { type FormEvent, useCallback, useState } from "react";
import type { AdminUser } from "../../contracts/admin";
import { formatDate, formatNumber } from "../../domain/format";
import type { AdminMessages } from "../../i18n/admin";
import { adminUsers } from "../../stores/admin";
import { TableHead } from "../shell/TableHead";
import { ListStates, SearchBox, StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";
import { fromUtcInput, toUtcInput } from "./utc-input";

/** /admin/users: search accounts, open one, set Pro, admin and the patron end; characters are shown, secrets never. */
export default function Users({ t, locale }: { t: AdminMessages; locale: string }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(() => adminUsers.search(query), [query]);
  const { value, error } = useAdminLoad(load, t.failed, t.lang);
  return (
    <div>
      <SearchBox
        label={t.searchUsers}
        button={t.search}
        onSearch={(q) => {
          setQuery(q);
          setOpen(null);
        }}
      />
      <ListStates error={error} loading={!value} empty={value?.users.length === 0} t={t} />
      {value && value.users.length > 0 ? (
        <div className="table-scroll">
          <table className="admin-table" data-testid="admin-users">
            <TableHead labels={[t.email, t.username, t.pro, t.admin, t.characters, t.created]} />
            <tbody>
              {value.users.map((u) => (
                <tr key={u.uid}>
                  <td>
                    <button type="button" className="link-button" onClick={() => setOpen(u.uid)}>
                      {u.email ?? u.uid}
                    </button>
                  </td>
                  <td>{u.username ?? "—"}</td>
                  <td>{u.pro ? t.yes : t.no}</td>
                  <td>{u.admin ? t.yes : t.no}</td>
                  <td>{formatNumber(u.characters, locale)}</td>
                  <td>{formatDate(u.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {open ? <UserDetail key={open} uid={open} t={t} locale={locale} /> : null}
    </div>
  );
}

function UserDetail({ uid, t, locale }: { uid: string; t: AdminMessages; locale: string }) {
  const load = useCallback(() => adminUsers.get(uid), [uid]);
  const { value, setValue, error } = useAdminLoad(load, t.failed, t.lang);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  return <UserForm user={value} onSaved={setValue} t={t} locale={locale} />;
}

function UserForm(props: {
  user: AdminUser;
  onSaved: (u: AdminUser) => void;
  t: AdminMessages;
  locale: string;
}) {
  const { user, onSaved, t, locale } = props;
  const [pro, setPro] = useState(user.pro);
  const [admin, setAdmin] = useState(user.admin);
  const [patron, setPatron] = useState(user.patronUntil === null ? "" : toUtcInput(user.patronUntil));
  const { status, run } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () =>
      onSaved(await adminUsers.put(user.uid, { pro, admin, patronUntil: fromUtcInput(patron) })),
    );
  };
  const n = (x: number) => formatNumber(x, locale);
  return (
    <section className="admin-detail" aria-label={user.email ?? user.uid} data-testid="admin-user">
      <h2>{user.email ?? user.uid}</h2>
      <p className="muted" translate="no">
        {user.uid}
      </p>
      <form className="admin-form" onSubmit={submit}>
        <label className="admin-check">
          <input type="checkbox" checked={pro} onChange={(e) => setPro(e.target.checked)} />
          {t.pro}
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={admin} onChange={(e) => setAdmin(e.target.checked)} />
          {t.admin}
        </label>
        <label>
          {t.patronUntil}
          <span className="admin-inline">
            <input type="datetime-local" value={patron} onChange={(e) => setPatron(e.target.value)} />
            <button type="button" onClick={() => setPatron("")}>
              {t.clear}
            </button>
          </span>
        </label>
        <button type="submit">{t.save}</button>
        <StatusLine status={status} />
      </form>
      <div className="table-scroll">
        <table className="admin-table">
          <TableHead labels={[t.charName, t.mode, t.level, t.questsDone, t.itemsFound, t.modulesBuilt]} />
          <tbody>
            {user.chars.map((c) => (
              <tr key={c.uid}>
                <td>
                  {c.charName} <span className="muted">({c.fraction})</span>
                  {c.uid === user.charUid ? <span className="muted"> · {t.active}</span> : null}
                </td>
                <td translate="no">{c.gameMode}</td>
                <td>{n(c.level)}</td>
                <td>{n(c.questsDone)}</td>
                <td>{n(c.itemsFound)}</td>
                <td>{n(c.modulesBuilt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
