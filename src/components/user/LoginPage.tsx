// Long because: the /user page's share-link and patron-outcome handling, its signed-in card and the
// two-step email login form make one screen; the form's email, code and step belong to one flow.
import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useState } from "react";
import { t } from "../../i18n";
import { serverText } from "../../i18n/server-messages";
import { loginText } from "../../i18n/user";
import { acceptShareLink, sendLoginCode, verifyLoginCode } from "../../stores/auth";
import { loadSessionUser } from "../../stores/user-session";
import { $user } from "../../stores/user-state";
import ProList from "./ProList";
import { isPatreonFailure, patreonOutcome, patronLoginHref } from "./patreon-outcome";
import { returnTo } from "./return-to";
import "./account.css";

type Step = { kind: "email" } | { kind: "code"; email: string };
type Note = { text: string; error: boolean } | null;

/**
 * /user island (docs/product.md §2, §4–§6): two-step email login and patron login for visitors; the
 * account's status and what Pro gives for signed-in users; `?share=<token>` accepts a share link
 * and `?patreon=<outcome>` tells how the patron login went.
 */
export default function LoginPage({ locale }: { locale: string }) {
  const user = useStore($user);
  const tx = t(loginText, locale);
  const [ready, setReady] = useState(false);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get("share");
    if (token) {
      // the one-time token leaves the address bar (and the history) as soon as it is read
      params.delete("share");
      const rest = params.toString();
      history.replaceState(
        history.state,
        "",
        `${location.pathname}${rest ? `?${rest}` : ""}${location.hash}`,
      );
    }
    const patreon = patreonOutcome(location.search);
    if (patreon) setNote({ text: tx.patreon[patreon], error: isPatreonFailure(patreon) });
    if (!token) {
      void loadSessionUser().then(() => setReady(true));
      return;
    }
    setNote({ text: tx.shareChecking, error: false });
    void acceptShareLink(token).then(async (res) => {
      if (res.ok) setNote({ text: tx.shareDone, error: false });
      else {
        setNote({ text: serverText(res, locale), error: true });
        await loadSessionUser();
      }
      setReady(true);
    });
  }, [tx, locale]);

  return (
    <div className="account" data-testid="login-page">
      {note && (
        <p className={note.error ? "account__error" : "account__note"} role={note.error ? "alert" : "status"}>
          {note.text}
        </p>
      )}
      {!ready ? (
        <p className="muted">{tx.loading}</p>
      ) : user ? (
        <section className="account__card">
          <p>{tx.signedInAs(user.username ?? user.email ?? user.charName)}</p>
          <p>{user.pro ? tx.youArePro : tx.baseAccess}</p>
          <a className="button" href="/account">
            {tx.toAccount}
          </a>
        </section>
      ) : (
        <LoginForm locale={locale} />
      )}
      {ready && !user?.pro && (
        <section className="account__card" aria-labelledby="pro-title">
          <h2 id="pro-title">{tx.proTitle}</h2>
          <ProList items={tx.proList} />
          {user && (
            <a className="button" href={patronLoginHref(locale)}>
              {tx.becomePatron}
            </a>
          )}
        </section>
      )}
    </div>
  );
}

function LoginForm({ locale }: { locale: string }) {
  const tx = t(loginText, locale);
  const [step, setStep] = useState<Step>({ kind: "email" });
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await sendLoginCode(email);
    setBusy(false);
    if (!res.ok) return setError(serverText(res, locale));
    setCode("");
    setStep({ kind: "code", email: res.value });
  };
  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== "code") return;
    setBusy(true);
    setError(null);
    const res = await verifyLoginCode(step.email, code);
    if (!res.ok) {
      setBusy(false);
      return setError(serverText(res, locale));
    }
    location.assign(
      returnTo({ search: location.search, referrer: document.referrer, origin: location.origin }),
    );
  };

  return (
    <section className="account__card">
      <p>{tx.intro}</p>
      {step.kind === "email" ? (
        <form className="account__form" onSubmit={send} noValidate>
          <label htmlFor="login-email">{tx.email}</label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? tx.sending : tx.sendCode}
          </button>
        </form>
      ) : (
        <form className="account__form" onSubmit={verify} noValidate>
          <p className="account__note" role="status">
            {tx.codeSent(step.email)}
          </p>
          <label htmlFor="login-code">{tx.code}</label>
          <input
            id="login-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ""))}
          />
          <button type="submit" className="button" disabled={busy}>
            {tx.signIn}
          </button>
          <button
            type="button"
            className="account__link"
            onClick={() => {
              setError(null);
              setStep({ kind: "email" });
            }}
          >
            {tx.otherEmail}
          </button>
        </form>
      )}
      {error && (
        <p className="account__error" role="alert">
          {error}
        </p>
      )}
      <p className="account__or">{tx.or}</p>
      <a className="button" href={patronLoginHref(locale)}>
        {tx.patronLogin}
      </a>
    </section>
  );
}
