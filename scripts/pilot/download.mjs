// @ts-check
/** Where the site serves the reference helper as one file (scripts/pilot/bundle.mjs makes it). */
export const HELPER_FILE = "tarkov-companion-pilot.mjs";
export const HELPER_PATH = `/downloads/${HELPER_FILE}`;
