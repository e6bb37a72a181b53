/**
 * The pixels the recognition pipeline works on: RGBA rows as in the browser's ImageData, so the
 * same code runs in a Web Worker (OffscreenCanvas) and in Node (a decoded PNG or JPEG).
 */
export type Raster = { width: number; height: number; data: Uint8ClampedArray };

export type Rect = { x: number; y: number; width: number; height: number };

export const blank = (width: number, height: number, grey = 0): Raster => {
  const data = new Uint8ClampedArray(width * height * 4).fill(grey);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height, data };
};

/** The perceived brightness (0–255) of the pixel at x, y. */
export function lumaAt(r: Raster, x: number, y: number): number {
  const i = (y * r.width + x) * 4;
  return 0.299 * (r.data[i] ?? 0) + 0.587 * (r.data[i + 1] ?? 0) + 0.114 * (r.data[i + 2] ?? 0);
}

/**
 * The brightness below which a share of a raster's pixels fall (0 for an empty one).
 * @example lumaPercentile(strip, 0.5) // the median
 */
export function lumaPercentile(r: Raster, share: number): number {
  const counts = new Uint32Array(256);
  const n = r.width * r.height;
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) {
      const v = Math.round(lumaAt(r, x, y));
      counts[v] = (counts[v] ?? 0) + 1;
    }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v] ?? 0;
    if (seen >= n * share && n > 0) return v;
  }
  return 0;
}

/** A rectangle cut out of a raster, clipped to its edges. */
export function crop(r: Raster, rect: Rect): Raster {
  const x0 = Math.max(0, Math.round(rect.x));
  const y0 = Math.max(0, Math.round(rect.y));
  const x1 = Math.min(r.width, Math.round(rect.x + rect.width));
  const y1 = Math.min(r.height, Math.round(rect.y + rect.height));
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y0 + y) * r.width + x0) * 4;
    data.set(r.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { width, height, data };
}

/**
 * Text cleaned for OCR: the light, unsaturated pixels of the game's labels become black on white
 * (the rest white), so icons and coloured backgrounds drop out.
 */
export function textMask(r: Raster, minLuma = 150, maxChroma = 60): Raster {
  const out = blank(r.width, r.height, 255);
  for (let p = 0; p < r.width * r.height; p++) {
    const i = p * 4;
    const red = r.data[i] ?? 0;
    const green = r.data[i + 1] ?? 0;
    const blue = r.data[i + 2] ?? 0;
    const luma = 0.299 * red + 0.587 * green + 0.114 * blue;
    const chroma = Math.max(red, green, blue) - Math.min(red, green, blue);
    if (luma >= minLuma && chroma <= maxChroma) {
      out.data[i] = 0;
      out.data[i + 1] = 0;
      out.data[i + 2] = 0;
    }
  }
  return out;
}

/** How many pixels of a cleaned strip are ink (black). */
export function inkCount(r: Raster): number {
  let n = 0;
  for (let i = 0; i < r.data.length; i += 4) if ((r.data[i] ?? 255) < 128) n++;
  return n;
}

/** A raster scaled by a factor with bilinear sampling (used to bring small text to OCR size). */
export function upscale(r: Raster, factor: number): Raster {
  const width = Math.max(1, Math.round(r.width * factor));
  const height = Math.max(1, Math.round(r.height * factor));
  const out = blank(width, height);
  const src = r.data;
  const dst = out.data;
  // each output column's two source columns (as byte offsets) and the weight of the second
  const xa = new Int32Array(width);
  const xb = new Int32Array(width);
  const xf = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const sx = Math.min(r.width - 1, Math.max(0, (x + 0.5) / factor - 0.5));
    const x0 = Math.floor(sx);
    xa[x] = x0 * 4;
    xb[x] = Math.min(r.width - 1, x0 + 1) * 4;
    xf[x] = sx - x0;
  }
  for (let y = 0; y < height; y++) {
    const sy = Math.min(r.height - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const top = y0 * r.width * 4;
    const bottom = Math.min(r.height - 1, y0 + 1) * r.width * 4;
    const fy = sy - y0;
    let o = y * width * 4;
    for (let x = 0; x < width; x++, o += 4) {
      const a = xa[x] as number;
      const b = xb[x] as number;
      const fx = xf[x] as number;
      for (let c = 0; c < 3; c++) {
        const t = (src[top + a + c] as number) * (1 - fx) + (src[top + b + c] as number) * fx;
        const u = (src[bottom + a + c] as number) * (1 - fx) + (src[bottom + b + c] as number) * fx;
        dst[o + c] = t * (1 - fy) + u * fy;
      }
    }
  }
  return out;
}
