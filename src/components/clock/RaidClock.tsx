import { useStore } from "@nanostores/react";
import { $raidClock } from "../../stores/raid-clock";

/** Two in-game clocks, 7× real speed, labelled "raid time" (SPEC §2, §9). */
export default function RaidClock({ label = "raid time" }: { label?: string }) {
  const times = useStore($raidClock);
  return (
    <div className="raid-clock" role="timer" aria-label={label} data-testid="raid-clock">
      <span className="raid-clock__label">{label}</span>
      <time className="raid-clock__time" data-clock="left">
        {times?.[0] ?? "--:--:--"}
      </time>
      <time className="raid-clock__time" data-clock="right">
        {times?.[1] ?? "--:--:--"}
      </time>
    </div>
  );
}
