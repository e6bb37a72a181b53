// Long because: the scan, its status line, the drawn overlay and the results table all show the one
// screenshot and scan result that the page's state holds.
/**
 * /admin/scan-items and /admin/upload-test: the items tracker's screenshot recognition with every
 * item of the data as a candidate, saving nothing. The test view also draws the stash grid and the
 * item frames over the screenshot and tells the cell size and the time taken.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { formatNumber } from "../../domain/format";
import type { MatchCandidate } from "../../domain/ocr-match";
import { slotSize } from "../../domain/stash-scale";
import { scanText } from "../../i18n/scan";
import { type OcrLang, ocrLangFor } from "../../ocr/langs";
import type { ScanResult } from "../../ocr/scan-messages";
import { $cache, loadCache } from "../../stores/cache";
import { ClientLangPicker } from "../ocr/ClientLangPicker";
import { ScanStrip } from "../ocr/ScanStrip";
import { ScreenshotPicker } from "../ocr/ScreenshotPicker";
import "../ocr/scan.css";
import { TableHead } from "../shell/TableHead";
import { adminItemPath } from "./admin-route";

type Props = { locale: string; test: boolean };

/** The screenshot with the grid's outline and each frame drawn over it, scaled to the page. */
function Overlay({ file, result }: { file: Blob; result: ScanResult }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    void createImageBitmap(file).then((bitmap) => {
      const canvas = ref.current;
      const ctx = canvas?.getContext("2d");
      if (cancelled || !canvas || !ctx) return;
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      ctx.drawImage(bitmap, 0, 0);
      const g = result.grid;
      ctx.lineWidth = Math.max(2, bitmap.width / 800);
      if (g) {
        ctx.strokeStyle = "#f0a830";
        ctx.strokeRect(g.x, g.y, g.cols * g.cell, g.rows * g.cell);
      }
      for (const f of result.found) {
        ctx.strokeStyle = f.match?.auto ? "#5fc46a" : f.match ? "#e8d44d" : "#e0564f";
        ctx.strokeRect(
          f.frame.rect.x + 2,
          f.frame.rect.y + 2,
          f.frame.rect.width - 4,
          f.frame.rect.height - 4,
        );
      }
    });
    return () => {
      cancelled = true;
    };
  }, [file, result]);
  return <canvas ref={ref} className="scan-overlay" />;
}

export function ScanTest({ locale, test }: Props) {
  const t = scanText(locale);
  const cache = useStore($cache);
  const [status, setStatus] = useState<"idle" | "reading" | "done" | "failed">("idle");
  const [file, setFile] = useState<Blob | null>(null);
  const [size, setSize] = useState<[number, number] | null>(null);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [lang, setLang] = useState<OcrLang>(ocrLangFor(locale));
  useEffect(() => {
    void loadCache({ quests: false });
  }, []);
  const num = (n: number, digits = 0) => formatNumber(n, locale, digits);

  const scan = async (picked: Blob) => {
    setStatus("reading");
    setResult(null);
    setFile(picked);
    try {
      const { clientShortNames, decodeImage, itemSizes, scanScreenshot } = await import(
        "../../ocr/scan-client"
      );
      const [image, sizes, shown] = await Promise.all([
        decodeImage(picked),
        itemSizes(),
        clientShortNames(lang),
        loadCache({ quests: false }),
      ]);
      setSize([image.width, image.height]);
      // the items as loaded now (a screenshot chosen while they were loading waits for them)
      const items = Object.values($cache.get().items);
      const candidates: MatchCandidate[] = items.map((i) => ({
        uid: i.uid,
        names: [shown[i.uid] || i.shortName],
        width: sizes[i.uid]?.[0] ?? null,
        height: sizes[i.uid]?.[1] ?? null,
      }));
      setResult(
        await scanScreenshot(
          image,
          candidates,
          candidates.flatMap((c) => c.names),
          lang,
        ),
      );
      setStatus("done");
    } catch (err) {
      console.warn("scan", err);
      setStatus("failed");
    }
  };

  return (
    <section className="screenshot-scan" data-status={status}>
      <p className="muted">{test ? t.adminTestNote : t.adminScanNote}</p>
      <ScreenshotPicker label={t.choose} onPick={(f) => void scan(f)} />
      <ClientLangPicker label={t.clientLang} value={lang} onChange={setLang} />
      <p role="status" className="muted">
        {status === "reading" ? t.reading : status === "failed" ? t.failed : null}
        {status === "done" && size && result
          ? [
              t.imageSize(num(size[0]), num(size[1])),
              t.cellSize(num(slotSize(size[0], size[1]), 1)),
              result.grid
                ? t.gridAt(
                    num(result.grid.x),
                    num(result.grid.y),
                    num(result.grid.cols),
                    num(result.grid.rows),
                  )
                : t.noGrid,
              t.timing(num(result.ms), num(result.found.length)),
            ].join(" · ")
          : null}
      </p>
      {test && file && result ? <Overlay file={file} result={result} /> : null}
      {result && result.found.length > 0 ? (
        <div className="table-scroll">
          <table className="scan-results">
            <TableHead labels={[t.frame, t.read, t.item, t.count, t.score]} />
            <tbody>
              {result.found.map((f) => {
                const item = f.match ? cache.items[f.match.uid] : undefined;
                return (
                  <tr key={`${f.frame.col}:${f.frame.row}`} data-item={f.match?.uid}>
                    <td>
                      {num(f.frame.col + 1)}, {num(f.frame.row + 1)} ({num(f.frame.cols)} ×{" "}
                      {num(f.frame.rows)})
                    </td>
                    <td>
                      {test ? <ScanStrip strip={f.strip} /> : null}
                      <code>{f.text}</code>
                    </td>
                    <td>
                      {f.match ? (
                        <a href={adminItemPath(f.match.uid)}>{item?.name ?? f.match.uid}</a>
                      ) : (
                        t.none
                      )}
                    </td>
                    <td>{num(f.count)}</td>
                    <td>
                      {f.match
                        ? `${num(Math.round(f.match.score * 100))}% · ${f.match.auto ? t.auto : t.ask}`
                        : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
