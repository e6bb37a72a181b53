import { type GearSearchQuery, gearEndpoints } from "../contracts/gear";
import { loadoutEndpoints, type SearchQuery } from "../contracts/loadout";
import { api } from "./api";
import { requestStore } from "./request";

/** /loadouts/search: the published builds the filters find. */
export const loadoutSearch = requestStore((query: SearchQuery, signal) =>
  api.call(loadoutEndpoints.search, { query }, { signal }),
);

/** The guns the weapon search's filters offer. */
export const loadoutGuns = requestStore((_: null, signal) =>
  api.call(loadoutEndpoints.guns, undefined, { signal }),
);

/** /gear: the published gear sets the filters find. */
export const gearSearch = requestStore((query: GearSearchQuery, signal) =>
  api.call(gearEndpoints.search, { query }, { signal }),
);
