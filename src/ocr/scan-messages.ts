/** Messages between a page and the recognition worker (src/ocr/scan-worker.ts). */
import type { MatchCandidate, NameMatch } from "../domain/ocr-match";
import type { Frame } from "./grid";
import type { Raster } from "./raster";

export type ScanRequest = { image: Raster; candidates: MatchCandidate[]; nameChars: string };

export type ScanFound = { frame: Frame; text: string; count: number; match: NameMatch | null; strip: Raster };

export type ScanResponse = { ok: true; found: ScanFound[] } | { ok: false; error: string };
