import { useMemo, useState } from "react";
import { clampSkill, craftTime } from "../../domain/craft-time";
import { t } from "../../i18n";
import { craftsText } from "../../i18n/calc";

/** One craft as the page ships it: station, level, base seconds and "2× Name" lists. */
export type CraftRow = {
  id: string;
  station: string;
  level: number;
  duration: number;
  inputs: string[];
  outputs: string[];
};

/** Seconds as h:mm:ss. */
export function hms(seconds: number): string {
  const s = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** /crafts island: station filter, crafting skill and the crafts with their times (domain/craft-time). */
export default function Crafts({ locale, crafts }: { locale: string; crafts: CraftRow[] }) {
  const s = t(craftsText, locale);
  const [skill, setSkill] = useState(0);
  const [station, setStation] = useState("");
  const stations = useMemo(() => [...new Set(crafts.map((c) => c.station))].sort(), [crafts]);
  const shown = station ? crafts.filter((c) => c.station === station) : crafts;
  return (
    <div className="calc">
      <fieldset className="calc__inputs">
        <label htmlFor="crafting-skill">
          {s.craftingSkill}{" "}
          <input
            id="crafting-skill"
            type="number"
            min={0}
            max={51}
            value={skill}
            onChange={(e) => setSkill(clampSkill(Number(e.currentTarget.value) || 0))}
          />
        </label>
        <label htmlFor="craft-station">
          {s.station}{" "}
          <select id="craft-station" value={station} onChange={(e) => setStation(e.currentTarget.value)}>
            <option value="">{s.stationAll}</option>
            {stations.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
      </fieldset>
      <table className="calc__table">
        <thead>
          <tr>
            <th scope="col">{s.outputs}</th>
            <th scope="col">{s.station}</th>
            <th scope="col">{s.level}</th>
            <th scope="col">{s.time}</th>
            <th scope="col">{s.inputs}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((c) => (
            <tr key={c.id} data-duration={c.duration}>
              <td>{c.outputs.join(", ")}</td>
              <td>{c.station}</td>
              <td>{c.level}</td>
              <td data-col="time">{hms(craftTime(c.duration, skill))}</td>
              <td>{c.inputs.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
