// Long because: the row search, the row loader and the row form with its per-field override notes
// serve one admin screen; the form's draft, its parsing back to values and its save belong together.
import { type FormEvent, useCallback, useState } from "react";
import { ROW_FIELDS, type RowDetail, type RowField, type RowTable } from "../../contracts/admin-rows";
import type { AdminMessages } from "../../i18n/admin";
import { adminRows } from "../../stores/admin";
import { ListStates, SearchBox, StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

/**
 * /admin/quests, /admin/crafts, /admin/barters, /admin/tags, /admin/traders-prices: search the rows
 * (with no search, the edited ones), open one, edit its fields; each edit is kept over data imports
 * until reverted.
 */
export default function Rows({ table, t }: { table: RowTable; t: AdminMessages }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(() => adminRows.search(table, query), [table, query]);
  const { value, error } = useAdminLoad(load, t.failed, t.lang);
  return (
    <div>
      <SearchBox
        label={table === "traderOffers" ? t.searchOffers : t.searchRows}
        button={t.search}
        onSearch={(q) => {
          setQuery(q);
          setOpen(null);
        }}
      />
      <ListStates error={error} loading={!value} empty={value?.rows.length === 0} t={t} />
      {value && value.rows.length > 0 ? (
        <ul className="admin-item-list" data-testid="admin-rows">
          {value.rows.map((r) => (
            <li key={r.key}>
              <button type="button" className="link-button" onClick={() => setOpen(r.key)}>
                {r.label || r.key}
              </button>{" "}
              <span className="muted" translate="no">
                {r.key}
              </span>
              {r.edited ? <strong className="admin-edited"> · {t.edited}</strong> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <RowEditor key={open} table={table} rowKey={open} t={t} /> : null}
    </div>
  );
}

function RowEditor({ table, rowKey, t }: { table: RowTable; rowKey: string; t: AdminMessages }) {
  const load = useCallback(() => adminRows.get(table, rowKey), [table, rowKey]);
  const { value, setValue, error } = useAdminLoad(load, t.failed, t.lang);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  return (
    <RowForm
      key={`${value.key}:${value.overrides.length}`}
      table={table}
      row={value}
      onSaved={setValue}
      t={t}
    />
  );
}

/** A field's value as its input shows it, and back. */
const shownValue = (f: RowField, v: unknown): string | boolean =>
  f.kind === "bool"
    ? v === true
    : f.kind === "ids"
      ? (v as string[]).join(", ")
      : f.kind === "counts"
        ? JSON.stringify(v, null, 1)
        : String(v ?? "");

function parsedValue(f: RowField, field: string, shown: string | boolean, t: AdminMessages): unknown {
  if (f.kind === "bool") return shown === true;
  const text = String(shown);
  if (f.kind === "int") return text.trim() === "" ? Number.NaN : Number(text);
  if (f.kind === "ids")
    return text
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  if (f.kind === "counts") {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(t.notJson(field));
    }
  }
  return text;
}

function RowForm(props: {
  table: RowTable;
  row: RowDetail;
  onSaved: (r: RowDetail) => void;
  t: AdminMessages;
}) {
  const { table, row, onSaved, t } = props;
  const fields = ROW_FIELDS[table];
  const [form, setForm] = useState(() =>
    Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, shownValue(f, row.values[k])])),
  );
  const { status, run, setStatus } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const overrides = new Map(row.overrides.map((o) => [o.field, o]));
  const save = (e: FormEvent) => {
    e.preventDefault();
    let values: Record<string, unknown>;
    try {
      values = Object.fromEntries(
        Object.entries(fields)
          .filter(([k, f]) => form[k] !== shownValue(f, row.values[k]))
          .map(([k, f]) => [k, parsedValue(f, k, form[k] ?? "", t)]),
      );
    } catch (err) {
      setStatus({ ok: false, text: err instanceof Error ? err.message : t.failed });
      return;
    }
    if (Object.keys(values).length === 0) return;
    void run(async () => onSaved(await adminRows.put(table, row.key, values)));
  };
  const revert = (field: string) =>
    void run(async () => onSaved(await adminRows.revert(table, row.key, [field])));
  return (
    <section className="admin-detail" data-testid="admin-row">
      <h2>{row.label || row.key}</h2>
      <p className="muted" translate="no">
        {row.key}
      </p>
      <form className="admin-form" onSubmit={save}>
        {Object.entries(fields).map(([k, f]) => {
          const label = t.fieldLabels[k] ?? k;
          const o = overrides.get(k);
          const note = o ? (
            <span className="admin-override" data-testid={`override-${k}`}>
              <strong className="admin-edited">{t.edited}</strong> {t.dataValue(JSON.stringify(o.upstream))}{" "}
              <button type="button" onClick={() => revert(k)}>
                {t.revert}
              </button>
            </span>
          ) : null;
          const set = (v: string | boolean) => setForm({ ...form, [k]: v });
          if (f.kind === "bool")
            return (
              <label key={k} className="admin-check">
                <input type="checkbox" checked={form[k] === true} onChange={(e) => set(e.target.checked)} />
                {label}
                {note}
              </label>
            );
          const id = `row-${table}-${k}`;
          const control = f.options ? (
            <select id={id} value={String(form[k])} onChange={(e) => set(e.target.value)}>
              {f.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          ) : f.kind === "counts" ? (
            <textarea
              id={id}
              rows={4}
              value={String(form[k])}
              onChange={(e) => set(e.target.value)}
              translate="no"
            />
          ) : (
            <input
              id={id}
              type={f.kind === "int" ? "number" : "text"}
              min={f.min}
              max={f.max}
              value={String(form[k])}
              onChange={(e) => set(e.target.value)}
            />
          );
          return (
            <div key={k} className="admin-field">
              <label htmlFor={id}>{label}</label>
              {control}
              {f.kind === "ids" ? <small className="muted">{t.idsHint}</small> : null}
              {f.kind === "counts" ? <small className="muted">{t.countsHint}</small> : null}
              {note}
            </div>
          );
        })}
        <button type="submit">{t.save}</button>
        <StatusLine status={status} />
        <small className="muted">{t.editedNote}</small>
      </form>
    </section>
  );
}
