/**
 * A raster as a binary greymap (PGM, "P5"), which Tesseract's image library reads directly, in the
 * browser and in Node alike, without a canvas or an image codec.
 */
import { lumaAt, type Raster } from "./raster";

export function toPgm(r: Raster): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${r.width} ${r.height}\n255\n`);
  const out = new Uint8Array(header.length + r.width * r.height);
  out.set(header);
  let i = header.length;
  for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) out[i++] = Math.round(lumaAt(r, x, y));
  return out;
}
