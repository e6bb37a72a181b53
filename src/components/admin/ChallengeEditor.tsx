// Long because: the list of challenges and the create-or-edit form make one admin section; the form's
// title, dates and points share one draft and one save that reloads the list.
import { type FormEvent, useState } from "react";
import type { Challenge } from "../../contracts/challenge";
import { type ChallengeRules, DEFAULT_CHALLENGE_RULES } from "../../domain/challenge";
import { formatDate } from "../../domain/format";
import { challengeText } from "../../i18n/challenge";
import { adminChallenges, saveChallenge } from "../../stores/challenge";
import { failureText } from "../../stores/errors";
import { useAdminLoad } from "./use-admin-call";
import { fromUtcInput, toUtcInput } from "./utc-input";

const loadChallenges = () => adminChallenges();
const HOUR = 3_600_000;

/** The streamer challenges on /admin/global-settings: the list, and a form to create one or edit one not yet ended. */
export default function ChallengeEditor({ locale }: { locale: string }) {
  const t = challengeText(locale);
  const { value, error, reload } = useAdminLoad(loadChallenges, t.failed, locale);
  const [editing, setEditing] = useState<Challenge | null>(null);
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState(false);
  return (
    <section className="admin-detail" data-testid="admin-challenges">
      <h2>{t.adminTitle}</h2>
      <p className="muted">{t.adminNote}</p>
      {error ? <p role="alert">{error}</p> : null}
      {value && value.challenges.length > 0 ? (
        <ul>
          {value.challenges.map((c) => (
            <li key={c.id}>
              <strong>{c.title}</strong> · {t.dates(formatDate(c.startsAt), formatDate(c.endsAt))} ·{" "}
              {t.phase[c.phase]} · {t.entries(c.entries)}{" "}
              {c.frozen ? null : (
                <button type="button" className="link-button" onClick={() => setEditing(c)}>
                  {t.edit}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <button
          type="button"
          onClick={() => {
            setEditing(null);
            setRound((r) => r + 1);
          }}
        >
          {t.newChallenge}
        </button>
      ) : null}
      <ChallengeForm
        key={editing?.id ?? `new-${round}`}
        challenge={editing}
        locale={locale}
        onSaved={(c) => {
          setEditing(c);
          setSaved(true);
          reload();
        }}
        onChange={() => setSaved(false)}
      />
      {saved ? <p role="status">{t.saved}</p> : null}
    </section>
  );
}

function ChallengeForm(props: {
  challenge: Challenge | null;
  locale: string;
  onSaved: (c: Challenge) => void;
  onChange: () => void;
}) {
  const { challenge, locale, onSaved, onChange } = props;
  const t = challengeText(locale);
  const start = challenge?.startsAt ?? Math.ceil(Date.now() / HOUR) * HOUR;
  const [title, setTitle] = useState(challenge?.title ?? "");
  const [startsAt, setStartsAt] = useState(toUtcInput(start));
  const [endsAt, setEndsAt] = useState(toUtcInput(challenge?.endsAt ?? start + 7 * 24 * HOUR));
  const [rules, setRules] = useState<Record<keyof ChallengeRules, string>>(() => {
    const r = challenge?.rules ?? DEFAULT_CHALLENGE_RULES;
    return {
      quest: String(r.quest),
      kappaQuest: String(r.kappaQuest),
      module: String(r.module),
      item: String(r.item),
    };
  });
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    onChange();
    try {
      const saved = await saveChallenge({
        ...(challenge ? { id: challenge.id } : {}),
        title,
        startsAt: fromUtcInput(startsAt) ?? Number.NaN,
        endsAt: fromUtcInput(endsAt) ?? Number.NaN,
        rules: {
          quest: Number(rules.quest),
          kappaQuest: Number(rules.kappaQuest),
          module: Number(rules.module),
          item: Number(rules.item),
        },
      });
      onSaved(saved);
    } catch (err) {
      setError(failureText(err, t.failed, locale));
    }
  };
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)}>
      <label>
        {t.title}
        <input value={title} maxLength={100} required onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        {t.startsAt}
        <input
          type="datetime-local"
          value={startsAt}
          required
          onChange={(e) => setStartsAt(e.target.value)}
        />
      </label>
      <label>
        {t.endsAt}
        <input type="datetime-local" value={endsAt} required onChange={(e) => setEndsAt(e.target.value)} />
      </label>
      {(Object.keys(t.points) as (keyof ChallengeRules)[]).map((key) => (
        <label key={key}>
          {t.points[key]}
          <input
            type="number"
            min={0}
            max={1000}
            step={1}
            value={rules[key]}
            required
            onChange={(e) => setRules({ ...rules, [key]: e.target.value })}
          />
        </label>
      ))}
      <button type="submit">{challenge ? t.save : t.create}</button>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
