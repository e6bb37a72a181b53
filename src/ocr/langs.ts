/**
 * The game clients screenshot recognition reads: tesseract's language code for each, the language
 * data each loads, and the client a page's language suggests (a Russian page reads the Russian
 * client by default).
 */
export const OCR_LANGS = ["eng", "rus"] as const;
export type OcrLang = (typeof OCR_LANGS)[number];

/**
 * The language data a client's names are read with. The Russian client's short names are half
 * Latin ("PVS-14", "Альфа"), so it reads with the Russian and the English data together; the
 * English client never loads the Russian data.
 */
export const OCR_DATA: Record<OcrLang, readonly string[]> = { eng: ["eng"], rus: ["rus", "eng"] };

/** The client language a page in `locale` suggests. */
export const ocrLangFor = (locale: string): OcrLang => (locale === "ru" ? "rus" : "eng");
