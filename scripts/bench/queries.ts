/** What the search benchmarks type, one key at a time: names, typos, calibers, short names. */
export const SEARCH_QUERIES = [
  "graphics card",
  "grafics",
  "salewa",
  "5.45",
  "ledx",
  "m4a1",
  "tetriz consle",
  "bolts",
  "ak",
  "gpu",
];

/** Russian queries for the search over both languages: a name, a Cyrillic spelling, the wrong layout. */
export const RUSSIAN_QUERIES = ["видеокарта", "биткоин", "ледкс", "ktlrc", "слик"];
