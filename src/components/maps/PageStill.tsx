import { useCallback, useState } from "react";

/**
 * The page's own drawing of the map (the island's fallback, a `.map-preview`), kept on screen
 * while the island waits for the map's geometry: React empties the island when it first renders,
 * so the drawing is taken before and put back in the same commit, before the browser paints.
 * Where the geometry cannot come, the drawing stays with the error under it.
 */
export function PageStill({ failed, error }: { failed: boolean; error: string }) {
  // read once, on the first render: React has not emptied the island yet
  const [drawing] = useState(() => document.querySelector<HTMLElement>(".map-preview"));
  const keep = useCallback(
    (box: HTMLDivElement | null) => {
      if (box && drawing && drawing.parentElement !== box) box.append(drawing);
    },
    [drawing],
  );
  return (
    <div className="map-page-still">
      {/* no React children: the drawing is the box's only child */}
      {drawing ? <div ref={keep} /> : <div className="map-preview" />}
      {failed ? (
        <p role="alert" className="map-still__status">
          {error}
        </p>
      ) : null}
    </div>
  );
}
