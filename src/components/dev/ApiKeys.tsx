/** /dev/api keys (Pro): list by name and prefix, make one (shown once), revoke. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { formatDay } from "../../domain/format";
import { devApiText } from "../../i18n/dev-api";
import { serverText } from "../../i18n/server-messages";
import { $apiKeys, createApiKey, loadApiKeys, revokeApiKey } from "../../stores/api-keys";
import { $isPro } from "../../stores/market-mode";
import { $user } from "../../stores/user-state";

export default function ApiKeys({ locale }: { locale: string }) {
  const t = devApiText(locale);
  const user = useStore($user);
  const pro = useStore($isPro);
  const { keys, made, failure } = useStore($apiKeys);
  const [name, setName] = useState("");
  useEffect(() => {
    if (pro) void loadApiKeys();
  }, [pro]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  if (!pro) return <p className="muted">{t.proOnly}</p>;
  const error = failure ? (failure.said ? serverText(failure.said, locale) : t.failed) : null;
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
            <button type="button" onClick={() => void revokeApiKey(k.id)}>
              {t.revoke}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="api-keys__new"
        onSubmit={(e) => {
          e.preventDefault();
          void createApiKey(name).then((made) => made && setName(""));
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
