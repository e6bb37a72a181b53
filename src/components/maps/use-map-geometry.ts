import { useEffect, useState } from "react";
import type { MapGeometry } from "../../domain/map-geometry";

/** One request per map and page: the island asks once, however often it renders. */
const asked = new Map<string, Promise<MapGeometry>>();

/** The address of a map's geometry file (src/pages/map-data/[map].json.ts). */
const mapDataPath = (slug: string) => `/map-data/${encodeURIComponent(slug)}.json`;

function fetchGeometry(slug: string): Promise<MapGeometry> {
  let geometry = asked.get(slug);
  if (!geometry) {
    geometry = fetch(mapDataPath(slug)).then((res) => {
      if (!res.ok) throw new Error(`map data: ${res.status}`);
      return res.json() as Promise<MapGeometry>;
    });
    // a failed request is asked again on the next visit of the island, not kept
    geometry.catch(() => asked.delete(slug));
    asked.set(slug, geometry);
  }
  return geometry;
}

/** A map's geometry once its file has come (`g`), or whether it failed to. */
export function useMapGeometry(slug: string): { g: MapGeometry | null; failed: boolean } {
  const [state, setState] = useState<{ g: MapGeometry | null; failed: boolean }>({ g: null, failed: false });
  useEffect(() => {
    let current = true;
    fetchGeometry(slug).then(
      (g) => current && setState({ g, failed: false }),
      (err: unknown) => {
        console.warn(err);
        if (current) setState({ g: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [slug]);
  return state;
}
