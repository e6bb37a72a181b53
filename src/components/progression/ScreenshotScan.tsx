// Long because: the file pick, paste and drop, the worker scan, the status line and the confirm table
// share one list of found rows whose Add or Ignore decisions change the tracker's counts.
/**
 * The items tracker's screenshot scan (docs/product.md §1, Pro): a dropped, pasted or chosen stash screenshot
 * is read in a Web Worker (src/ocr); confident matches of tracked items add their counts at once,
 * the rest wait for the user's Add or Ignore. Counts go through the tracker's batched save.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { formatNumber } from "../../domain/format";
import type { MatchCandidate } from "../../domain/ocr-match";
import { scanText } from "../../i18n/scan";
import { type OcrLang, ocrLangFor } from "../../ocr/langs";
import type { ScanFound } from "../../ocr/scan-messages";
import { $cache } from "../../stores/cache";
import { $trackerRows, changeFound } from "../../stores/items-tracker";
import { ClientLangPicker } from "../ocr/ClientLangPicker";
import { ScanStrip } from "../ocr/ScanStrip";
import { ScreenshotPicker } from "../ocr/ScreenshotPicker";
import "../ocr/scan.css";
import { TableHead } from "../shell/TableHead";
import { itemName } from "./shown-name";

type Decision = "auto" | "pending" | "confirmed" | "ignored";
type Row = ScanFound & { decision: Decision };

export function ScreenshotScan({ locale }: { locale: string }) {
  const t = scanText(locale);
  const cache = useStore($cache);
  const rows = useStore($trackerRows);
  const [status, setStatus] = useState<"idle" | "reading" | "done" | "failed">("idle");
  const [found, setFound] = useState<Row[]>([]);
  const [lang, setLang] = useState<OcrLang>(ocrLangFor(locale));

  const scan = async (file: Blob) => {
    if (!rows) return;
    setStatus("reading");
    setFound([]);
    try {
      const { clientShortNames, decodeImage, itemSizes, scanScreenshot } = await import(
        "../../ocr/scan-client"
      );
      const [image, sizes, shown] = await Promise.all([
        decodeImage(file),
        itemSizes(),
        clientShortNames(lang),
      ]);
      const candidates: MatchCandidate[] = rows.map((r) => {
        const item = cache.items[r.item];
        const size = sizes[r.item];
        return {
          uid: r.item,
          names: item ? [shown[r.item] || item.shortName] : [],
          width: size?.[0] ?? null,
          height: size?.[1] ?? null,
        };
      });
      const { found: result } = await scanScreenshot(
        image,
        candidates,
        Object.values(cache.items).map((i) => shown[i.uid] || i.shortName),
        lang,
      );
      const list: Row[] = result
        .filter((f) => f.match)
        .map((f) => ({ ...f, decision: f.match?.auto ? "auto" : "pending" }));
      for (const f of list) if (f.decision === "auto" && f.match) changeFound(f.match.uid, f.count);
      setFound(list);
      setStatus("done");
    } catch (err) {
      console.warn("scan", err);
      setStatus("failed");
    }
  };

  const decide = (i: number, decision: "confirmed" | "ignored") => {
    const row = found[i];
    if (!row?.match || row.decision !== "pending") return;
    if (decision === "confirmed") changeFound(row.match.uid, row.count);
    setFound(found.map((f, j) => (j === i ? { ...f, decision } : f)));
  };

  // a screenshot pasted anywhere on the page
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith("image/"));
      if (file) void scan(file);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  });

  const autoCount = found.filter((f) => f.decision === "auto").length;
  const num = (n: number) => formatNumber(n, locale);
  return (
    <section
      className="screenshot-scan"
      aria-labelledby="scan-title"
      data-status={status}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        const file = [...e.dataTransfer.files].find((f) => f.type.startsWith("image/"));
        if (file) void scan(file);
      }}
    >
      <h2 id="scan-title">{t.title}</h2>
      <p className="muted">{t.hint}</p>
      <ScreenshotPicker label={t.choose} onPick={(f) => void scan(f)} />
      <ClientLangPicker label={t.clientLang} value={lang} onChange={setLang} />
      <p role="status" className="muted">
        {status === "reading"
          ? t.reading
          : status === "failed"
            ? t.failed
            : status === "done"
              ? found.length === 0
                ? t.nothing
                : `${t.added(num(autoCount))}. ${t.untrackedNote}`
              : null}
      </p>
      {found.length > 0 ? (
        <div className="table-scroll">
          <table className="scan-results">
            <caption className="sr-only">{t.confirmTitle}</caption>
            <TableHead labels={[t.read, t.item, t.count, t.score]} details={t.confirm} />
            <tbody>
              {found.map((f, i) => (
                <tr key={`${f.frame.col}:${f.frame.row}`} data-item={f.match?.uid} data-decision={f.decision}>
                  <td>
                    <ScanStrip strip={f.strip} />
                    <span className="sr-only">{f.text}</span>
                  </td>
                  <td>{f.match ? itemName(cache.items[f.match.uid], f.match.uid, locale) : null}</td>
                  <td>{num(f.count)}</td>
                  <td>{f.match ? `${num(Math.round(f.match.score * 100))}%` : null}</td>
                  <td>
                    {f.decision === "pending" ? (
                      <>
                        <button type="button" onClick={() => decide(i, "confirmed")}>
                          {t.confirm}
                        </button>{" "}
                        <button type="button" onClick={() => decide(i, "ignored")}>
                          {t.ignore}
                        </button>
                      </>
                    ) : (
                      <span className="muted">
                        {f.decision === "auto"
                          ? t.auto
                          : f.decision === "confirmed"
                            ? t.confirmed
                            : t.ignored}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
