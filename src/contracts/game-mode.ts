import { lazySchema, z } from "./zod-mini";

/** Game modes; prices are kept per mode and never borrowed across them. */
export const GAME_MODES = ["pvp", "pve"] as const;
/** The game mode as the contracts parse it (a query or body field, an item's prices). */
export const gameModeSchema = lazySchema(() => z.enum(GAME_MODES));
export type GameMode = z.infer<typeof gameModeSchema>;
