/** /dev/api keys (Pro): list by name and prefix, make one (shown once), revoke. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { type ApiKeyInfo, apiKeyEndpoints } from "../../contracts/public-api";
import { formatDay } from "../../domain/format";
import { devApiText } from "../../i18n/dev-api";
import { ApiRequestError, api } from "../../stores/api";
import { $isPro } from "../../stores/market-mode";
import { $user } from "../../stores/user-state";

export default function ApiKeys({ locale }: { locale: string }) {
  const t = devApiText(locale);
  const user = useStore($user);
  const pro = useStore($isPro);
  const [keys, setKeys] = useState<ApiKeyInfo[] | null>(null);
  const [name, setName] = useState("");
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (pro)
      api.call(apiKeyEndpoints.list).then(
        (r) => setKeys(r.keys),
        () => setError(t.failed),
      );
  }, [pro, t.failed]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  if (!pro) return <p className="muted">{t.proOnly}</p>;
  const fail = (err: unknown) =>
    setError(err instanceof ApiRequestError && err.serverMessage ? err.serverMessage : t.failed);
  return (
    <section>
      <h2>{t.keysTitle}</h2>
      {keys && keys.length === 0 ? <p className="muted">{t.keysNone}</p> : null}
      <ul className="api-keys">
        {(keys ?? []).map((k) => (
          <li key={k.id}>
            <strong>{k.name}</strong> <code translate="no">{k.prefix}…</code>{" "}
            <span className="muted">
              {t.made(formatDay(k.createdAt, locale))},{" "}
              {k.lastUsedAt ? t.used(formatDay(k.lastUsedAt, locale)) : t.neverUsed}
            </span>{" "}
            <button
              type="button"
              onClick={() =>
                api.call(apiKeyEndpoints.revoke, { body: { id: k.id } }).then((r) => {
                  setKeys(r.keys);
                  setMade(null);
                }, fail)
              }
            >
              {t.revoke}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="api-keys__new"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          api.call(apiKeyEndpoints.create, { body: { name } }).then((r) => {
            setMade(r.key);
            setName("");
            setKeys((xs) => [...(xs ?? []), r]);
          }, fail);
        }}
      >
        <label>
          {t.keyName}{" "}
          <input value={name} maxLength={40} required onChange={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit">{t.create}</button>
      </form>
      {made ? (
        <div>
          <p>{t.shownOnce}</p>
          <pre className="api-code" translate="no" data-testid="api-key">
            {made}
          </pre>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
