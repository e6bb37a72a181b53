// Long because: it holds the /account page and the three parts only it uses (username form, share
// link card, export and delete card); each keeps a few lines of its own state and the page's texts.
import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useState } from "react";
import type { User } from "../../contracts/user";
import { formatDate } from "../../domain/format";
import { t } from "../../i18n";
import { serverText } from "../../i18n/server-messages";
import { accountText, userText } from "../../i18n/user";
import { accountExportHref, createShareLink, deleteAccount, saveUsername } from "../../stores/auth";
import { loadSessionUser } from "../../stores/user-session";
import { $user } from "../../stores/user-state";
import ConfirmButton from "./ConfirmButton";
import LogoutButton from "./LogoutButton";
import "./account.css";

type Note = { text: string; error: boolean } | null;

/** /account island (docs/product.md §2, §4): email, username, Pro status, share link, PMCs, logout. */
export default function AccountPage({ locale }: { locale: string }) {
  const user = useStore($user);
  const tx = t(accountText, locale);
  const ux = t(userText, locale);
  const [ready, setReady] = useState(false);
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    void loadSessionUser().then(() => setReady(true));
  }, []);

  if (!ready) return <p className="muted">…</p>;
  if (deleted) {
    return (
      <div className="account">
        <p role="status" data-testid="account-deleted">
          {tx.deleted}
        </p>
        <a className="button" href="/market">
          {tx.home}
        </a>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="account">
        <p>{tx.notSignedIn}</p>
        <a className="button" href="/user">
          {tx.logIn}
        </a>
      </div>
    );
  }
  return (
    <div className="account" data-testid="account-page">
      <section className="account__card">
        <dl className="account__facts">
          <dt>{tx.email}</dt>
          <dd data-testid="account-email">{user.email ?? "—"}</dd>
          <dt>{tx.status}</dt>
          <dd data-testid="account-status">
            {user.pro ? (
              <>
                {tx.pro}
                {user.patronUntil ? ` ${tx.patronUntil(formatDate(user.patronUntil))}` : ""}
              </>
            ) : (
              <>
                {tx.base} · <a href="/user">{tx.upgrade}</a>
              </>
            )}
          </dd>
        </dl>
        <UsernameForm user={user} locale={locale} />
      </section>
      <ShareLinkCard locale={locale} />
      <section className="account__card" aria-labelledby="chars-title">
        <h2 id="chars-title">{tx.charactersTitle}</h2>
        <ul className="account__chars" data-testid="account-chars">
          {user.chars.map((c) => (
            <li key={c.uid}>
              {c.charName} · {ux.sides[c.fraction]} · {c.level} ({c.gameMode})
              {c.uid === user.charUid && <strong> · {tx.active}</strong>}
            </li>
          ))}
        </ul>
      </section>
      <LogoutButton locale={locale} label={tx.logout} className="button" />
      <AccountDataCard locale={locale} onDeleted={() => setDeleted(true)} />
    </div>
  );
}

function AccountDataCard({ locale, onDeleted }: { locale: string; onDeleted: () => void }) {
  const tx = t(accountText, locale);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    const res = await deleteAccount();
    if (res.ok) onDeleted();
    else setError(serverText(res, locale));
  };
  return (
    <section className="account__card" aria-labelledby="data-title">
      <h2 id="data-title">{tx.dataTitle}</h2>
      <p className="muted">{tx.dataHint}</p>
      <div className="account__row">
        <a className="button" href={accountExportHref} download data-testid="account-export">
          {tx.download}
        </a>
        <ConfirmButton
          label={tx.deleteAccount}
          question={tx.sure}
          yes={tx.yes}
          no={tx.no}
          danger
          onConfirm={remove}
        />
      </div>
      <p className="muted">
        <a href="/legal/privacy">{tx.deleteHint}</a>
      </p>
      {error && (
        <p className="account__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function UsernameForm({ user, locale }: { user: User; locale: string }) {
  const tx = t(accountText, locale);
  const [name, setName] = useState(user.username ?? "");
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNote(null);
    const res = await saveUsername(name);
    setBusy(false);
    setNote(
      res.ok ? { text: tx.usernameSaved, error: false } : { text: serverText(res, locale), error: true },
    );
  };
  return (
    <form className="account__form" onSubmit={save}>
      <label htmlFor="account-username">{tx.username}</label>
      <input
        id="account-username"
        minLength={3}
        maxLength={24}
        required
        autoComplete="username"
        value={name}
        aria-describedby="account-username-hint"
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        {tx.save}
      </button>
      <small id="account-username-hint" className="muted">
        {tx.usernameHint}
      </small>
      {note && (
        <p className={note.error ? "account__error" : "account__note"} role={note.error ? "alert" : "status"}>
          {note.text}
        </p>
      )}
    </form>
  );
}

function ShareLinkCard({ locale }: { locale: string }) {
  const tx = t(accountText, locale);
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);
  const create = async () => {
    setNote(null);
    const res = await createShareLink();
    if (res.ok) setUrl(new URL(res.value.url, location.origin).href);
    else setNote({ text: serverText(res, locale), error: true });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNote({ text: tx.copied, error: false });
    } catch {
      document.querySelector<HTMLInputElement>("#account-share-url")?.select();
    }
  };
  return (
    <section className="account__card" aria-labelledby="share-title">
      <h2 id="share-title">{tx.shareTitle}</h2>
      <p className="muted">{tx.shareHint}</p>
      <div className="account__row">
        <button type="button" className="button" onClick={create}>
          {tx.createShare}
        </button>
        {url && (
          <>
            <input
              id="account-share-url"
              className="account__share-url"
              readOnly
              value={url}
              aria-label={tx.shareTitle}
              data-testid="share-url"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="button" onClick={copy}>
              {tx.copyLink}
            </button>
          </>
        )}
      </div>
      {note && (
        <p className={note.error ? "account__error" : "account__note"} role={note.error ? "alert" : "status"}>
          {note.text}
        </p>
      )}
    </section>
  );
}
