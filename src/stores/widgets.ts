/** Streamer widgets' data (OBS has no session). Plain calls: a widget ships no nanostores. */
import type { GameMode } from "../contracts/game-mode";
import { widgetEndpoints } from "../contracts/widget";
import { type ApiClient, api } from "./api";

/** A few items' prices in one mode, by their page urls. */
export const widgetPrices = (urls: readonly string[], mode: GameMode, client: ApiClient = api) =>
  client.call(widgetEndpoints.prices, { query: { items: urls.join(","), mode } });
