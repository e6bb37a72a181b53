/** Messages between a page and the recognition worker (src/ocr/scan-worker.ts). */
import type { MatchCandidate, NameMatch } from "../domain/ocr-match";
import type { Frame, Grid } from "./grid";
import type { OcrLang } from "./langs";
import type { Raster } from "./raster";

export type ScanRequest = { image: Raster; candidates: MatchCandidate[]; nameChars: string; lang: OcrLang };

export type ScanFound = { frame: Frame; text: string; count: number; match: NameMatch | null; strip: Raster };

/** The grid found, what was read, and how long reading took in the worker (milliseconds). */
export type ScanResult = { grid: Grid | null; found: ScanFound[]; ms: number };

export type ScanResponse = ({ ok: true } & ScanResult) | { ok: false; error: string };
