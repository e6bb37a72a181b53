/** /gear (docs/product.md §2): the gear loadout search, then the builder for a new set (one island). */
import { gearText } from "../../i18n/gear";
import { GearBuilder } from "./GearBuilder";
import { GearSearch } from "./GearSearch";
import "../loadouts/loadouts.css";

export default function GearPage({ locale }: { locale: string }) {
  const g = gearText(locale);
  return (
    <>
      <section aria-labelledby="gear-search">
        <h2 id="gear-search">{g.searchTitle}</h2>
        <GearSearch locale={locale} />
      </section>
      <section aria-labelledby="gear-builder">
        <h2 id="gear-builder">{g.builderTitle}</h2>
        <GearBuilder locale={locale} />
      </section>
    </>
  );
}
