/** /streamers/{nightbot,streamelements,moobot}: the streamer's token and the exact command to paste. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { type BotKind, botEndpoints } from "../../contracts/bot";
import { streamersText } from "../../i18n/streamers";
import { api } from "../../stores/api";
import { $isPro } from "../../stores/market-mode";
import { $user } from "../../stores/user-state";
import { codeParts } from "../shell/code-parts";
import { botCommand, botUrl } from "./bot-command";

type Info = { hasToken: boolean; prefix: string | null; uses: number };

export default function StreamerBot({ locale, kind }: { locale: string; kind: BotKind }) {
  const t = streamersText(locale);
  const user = useStore($user);
  const pro = useStore($isPro);
  const [info, setInfo] = useState<Info | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [lang, setLang] = useState(locale === "ru" ? "ru" : "en");
  const [note, setNote] = useState<string | null>(null);
  const [question, setQuestion] = useState("gpu");
  const [answer, setAnswer] = useState<string | null>(null);
  useEffect(() => {
    if (user) api.call(botEndpoints.token).then(setInfo, () => setNote(t.failed));
  }, [user, t.failed]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  const run = async (what: "rotate" | "revoke") => {
    setNote(null);
    try {
      if (what === "rotate") {
        const r = await api.call(botEndpoints.rotate);
        setToken(r.token);
        setInfo(r);
      } else {
        setInfo(await api.call(botEndpoints.revoke));
        setToken(null);
        setNote(t.revoked);
      }
    } catch {
      setNote(t.failed);
    }
  };
  const ask = async () => {
    if (!token) return;
    const url = botUrl(kind, location.origin, token, lang);
    setAnswer(await (await fetch(`${url}${encodeURIComponent(question)}`)).text());
    // the use count went up
    api.call(botEndpoints.token).then(setInfo, () => undefined);
  };
  return (
    <div className="streamer-bot">
      {kind === "nightbot" && !pro ? <p className="muted">{t.proNote}</p> : null}
      <h2>{t.tokenTitle}</h2>
      <p data-testid="bot-token-info">
        {info?.hasToken && info.prefix ? t.tokenInfo(info.prefix, info.uses) : t.tokenNone}
      </p>
      <p className="streamer-bot__buttons">
        <button type="button" onClick={() => void run("rotate")}>
          {info?.hasToken ? t.rotate : t.create}
        </button>
        {info?.hasToken ? (
          <button type="button" onClick={() => void run("revoke")}>
            {t.revoke}
          </button>
        ) : null}
      </p>
      {note ? <p role="status">{note}</p> : null}
      {token ? (
        <section>
          <h2>{t.commandTitle}</h2>
          <label>
            {t.language}{" "}
            <select value={lang} onChange={(e) => setLang(e.currentTarget.value)}>
              <option value="en">English</option>
              <option value="ru">Русский</option>
            </select>
          </label>
          <p>{t.tokenShownOnce}</p>
          <p>
            {codeParts(t.steps[kind]).map((p) =>
              p.code ? (
                <code key={p.part} translate="no">
                  {p.part}
                </code>
              ) : (
                p.part
              ),
            )}
          </p>
          <pre className="streamer-bot__command" data-testid="bot-command" translate="no">
            {botCommand(kind, location.origin, token, lang)}
          </pre>
          <h2>{t.tryTitle}</h2>
          <form
            className="streamer-bot__try"
            onSubmit={(e) => {
              e.preventDefault();
              void ask();
            }}
          >
            <input
              value={question}
              aria-label={t.tryTitle}
              onChange={(e) => setQuestion(e.currentTarget.value)}
            />
            <button type="submit">{t.tryIt}</button>
          </form>
          {answer ? (
            <p className="streamer-bot__answer" data-testid="bot-answer">
              {answer}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
