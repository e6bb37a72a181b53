/** Whether the desktop helper moves the arrow on this page: shown while its connection is open. */
import { useStore } from "@nanostores/react";
import type { MapsMessages } from "../../i18n/maps";
import { $pilot } from "../../stores/pilot-browser";

export function PilotLine({ t }: { t: Pick<MapsMessages, "pilotConnected"> }) {
  const { isConnected } = useStore($pilot);
  if (!isConnected) return null;
  return (
    <p className="muted" data-testid="map-pilot" role="status">
      {t.pilotConnected}
    </p>
  );
}
