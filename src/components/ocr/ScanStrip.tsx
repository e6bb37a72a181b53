import { useEffect, useRef } from "react";
import type { Raster } from "../../ocr/raster";

/** A cleaned name strip, drawn as the recognition worker read it. */
export function ScanStrip({ strip }: { strip: Raster }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (ctx && strip.width > 0 && strip.height > 0)
      ctx.putImageData(new ImageData(new Uint8ClampedArray(strip.data), strip.width, strip.height), 0, 0);
  }, [strip]);
  return <canvas ref={ref} className="scan-strip" width={strip.width} height={strip.height} />;
}
