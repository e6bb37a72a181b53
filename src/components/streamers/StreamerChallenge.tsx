// Long because: the challenge's dates, rules, leaderboard and widget link come from one refreshed
// view, and the join form below writes back to that same view.
/** /streamers/streamer-challenge: the current challenge, its rules and leaderboard; join, update or leave. */
import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useState } from "react";
import type { ChallengeView } from "../../contracts/challenge";
import { formatDate, formatNumber } from "../../domain/format";
import { challengeText } from "../../i18n/challenge";
import { challengeView, joinChallenge, leaveChallenge } from "../../stores/challenge";
import { failureText } from "../../stores/errors";
import { $user } from "../../stores/user-state";
import { TableHead } from "../shell/TableHead";

const REFRESH_MS = 60_000;

export default function StreamerChallenge({ locale }: { locale: string }) {
  const t = challengeText(locale);
  const user = useStore($user);
  const [view, setView] = useState<ChallengeView | null>(null);
  const [failed, setFailed] = useState(false);
  const uid = user?.uid;
  // a sign-in or sign-out changes the caller's line: loaded again for each account
  // biome-ignore lint/correctness/useExhaustiveDependencies: uid names whose view it is
  useEffect(() => {
    let current = true;
    const load = () =>
      challengeView().then(
        (v) => {
          if (current) {
            setView(v);
            setFailed(false);
          }
        },
        () => {
          if (current) setFailed(true);
        },
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [uid]);
  if (!view) return <p className={failed ? "" : "muted"}>{failed ? t.failed : t.loading}</p>;
  if (!view.enabled) return <p data-testid="challenge-off">{t.off}</p>;
  const c = view.challenge;
  if (!c) return <p>{t.none}</p>;
  const n = (x: number) => formatNumber(x, locale);
  return (
    <div className="challenge" data-testid="challenge">
      <h2>{c.title}</h2>
      <p>
        {t.dates(formatDate(c.startsAt), formatDate(c.endsAt))} · {t.phase[c.phase]}
        {c.frozen ? ` ${t.frozen}` : ""}
      </p>
      <h3>{t.rulesTitle}</h3>
      <ul>
        {t.rules(c.rules).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="muted">{t.sinceJoining}</p>
      {c.phase === "ended" ? null : user ? (
        <JoinForm view={view} onView={setView} locale={locale} />
      ) : (
        <p>{t.signIn}</p>
      )}
      <h3>{t.standingsTitle}</h3>
      {view.standings.length === 0 ? (
        <p className="muted">{t.noStandings}</p>
      ) : (
        <div className="table-scroll">
          <table className="challenge-table" data-testid="challenge-standings">
            <TableHead labels={[t.rank, t.streamer, t.score, t.quests, t.kappa, t.modules, t.items]} />
            <tbody>
              {view.standings.map((s) => (
                <tr key={`${s.rank}-${s.name}`} className={s.me ? "challenge-me" : undefined}>
                  <td>{s.rank}</td>
                  <td>
                    {s.channel ? (
                      <a href={s.channel} rel="noopener nofollow ugc" target="_blank">
                        {s.name}
                      </a>
                    ) : (
                      s.name
                    )}
                    {s.me ? <span className="muted"> ({t.you})</span> : null}
                  </td>
                  <td>
                    <strong>{n(s.score)}</strong>
                  </td>
                  <td>{n(s.quests)}</td>
                  <td>{n(s.kappaQuests)}</td>
                  <td>{n(s.modules)}</td>
                  <td>{n(s.items)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t.widgetTitle}</h3>
      <p>{t.widgetHint}</p>
      <pre translate="no">{`${location.origin}/widgets/streamer-challenge?top=10&style=list&lang=${locale === "ru" ? "ru" : "en"}`}</pre>
    </div>
  );
}

function JoinForm(props: { view: ChallengeView; onView: (v: ChallengeView) => void; locale: string }) {
  const { view, onView, locale } = props;
  const t = challengeText(locale);
  const mine = view.standings.find((s) => s.me);
  const [channel, setChannel] = useState(mine?.channel ?? "");
  const [error, setError] = useState<string | null>(null);
  const act = async (what: "join" | "leave", e?: FormEvent) => {
    e?.preventDefault();
    setError(null);
    try {
      onView(what === "join" ? await joinChallenge(channel.trim()) : await leaveChallenge());
    } catch (err) {
      setError(failureText(err, t.failed, locale));
    }
  };
  return (
    <form className="challenge-join" onSubmit={(e) => void act("join", e)}>
      {view.joined ? <p role="status">{t.joined}</p> : null}
      <label>
        {t.channel}
        <input
          type="url"
          inputMode="url"
          value={channel}
          maxLength={200}
          placeholder="https://twitch.tv/…"
          onChange={(e) => setChannel(e.target.value)}
        />
      </label>
      <small className="muted">{t.channelHint}</small>
      <div className="challenge-buttons">
        <button type="submit">{view.joined ? t.update : t.join}</button>
        {view.joined ? (
          <button type="button" onClick={() => void act("leave")}>
            {t.leave}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="challenge-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
