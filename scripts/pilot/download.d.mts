/** The reference helper's file name, and where the site serves it. */
export const HELPER_FILE: "tarkov-companion-pilot.mjs";
export const HELPER_PATH: "/downloads/tarkov-companion-pilot.mjs";
