/**
 * /streamers/{nightbot,streamelements,moobot}: this bot's own token and the exact command to paste,
 * with a copy button; replacing the token gives a new command and leaves the other bots' alone.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { BotKind } from "../../contracts/bot";
import { streamersText } from "../../i18n/streamers";
import { $botTokens, loadBotTokens, revokeBotToken, rotateBotToken, tryBot } from "../../stores/bot-tokens";
import { $isPro } from "../../stores/market-mode";
import { $user } from "../../stores/user-state";
import { codeParts } from "../shell/code-parts";
import { BOT_NAMES, botCommand, botUrl } from "./bot-command";

export default function StreamerBot({ locale, kind }: { locale: string; kind: BotKind }) {
  const t = streamersText(locale);
  const user = useStore($user);
  const pro = useStore($isPro);
  const { tokens, made, failed } = useStore($botTokens);
  const [lang, setLang] = useState(locale === "ru" ? "ru" : "en");
  const [note, setNote] = useState<string | null>(null);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) void loadBotTokens();
  }, [signedIn]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  const info = tokens?.[kind];
  const token = made[kind] ?? null;
  return (
    <div className="streamer-bot">
      {kind === "nightbot" && !pro ? <p className="muted">{t.proNote}</p> : null}
      <h2>{t.tokenTitle}</h2>
      <p data-testid="bot-token-info">
        {info?.hasToken && info.prefix ? t.tokenInfo(info.prefix, info.uses) : t.tokenNone}
      </p>
      <p className="muted">{t.ownToken(BOT_NAMES[kind])}</p>
      <p className="streamer-bot__buttons">
        <button
          type="button"
          onClick={() => {
            setNote(null);
            void rotateBotToken(kind);
          }}
        >
          {info?.hasToken ? t.rotate : t.create}
        </button>
        {info?.hasToken ? (
          <button
            type="button"
            onClick={() => void revokeBotToken(kind).then((ok) => setNote(ok ? t.revoked : null))}
          >
            {t.revoke}
          </button>
        ) : null}
      </p>
      {failed ? <p role="alert">{t.failed}</p> : null}
      {note ? <p role="status">{note}</p> : null}
      {token ? <BotCommand locale={locale} kind={kind} token={token} lang={lang} setLang={setLang} /> : null}
    </div>
  );
}

function BotCommand(props: {
  locale: string;
  kind: BotKind;
  token: string;
  lang: string;
  setLang: (lang: string) => void;
}) {
  const { kind, token, lang } = props;
  const t = streamersText(props.locale);
  const [copy, setCopy] = useState<string | null>(null);
  const [question, setQuestion] = useState("gpu");
  const [answer, setAnswer] = useState<string | null>(null);
  const command = botCommand(kind, location.origin, token, lang);
  // a new token or language is a new command: the old "copied" no longer holds
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the command changes
  useEffect(() => setCopy(null), [command]);
  return (
    <section>
      <h2>{t.commandTitle}</h2>
      <label>
        {t.language}{" "}
        <select value={lang} onChange={(e) => props.setLang(e.currentTarget.value)}>
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
        {command}
      </pre>
      <p className="streamer-bot__buttons">
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard?.writeText(command).then(
              () => setCopy(t.copied),
              () => setCopy(t.copyFailed),
            )
          }
        >
          {t.copy}
        </button>
        {copy ? <span role="status">{copy}</span> : null}
      </p>
      <h2>{t.tryTitle}</h2>
      <form
        className="streamer-bot__try"
        onSubmit={(e) => {
          e.preventDefault();
          const url = `${botUrl(kind, location.origin, token, lang)}${encodeURIComponent(question)}`;
          void tryBot(url).then((text) => setAnswer(text ?? t.failed));
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
  );
}
