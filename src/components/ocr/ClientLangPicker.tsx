/**
 * The game client language a screenshot is read in: the page's language by default. Each language
 * is named in itself, as language pickers do.
 */
import { OCR_LANGS, type OcrLang } from "../../ocr/langs";

const NAMES: Record<OcrLang, string> = { eng: "English", rus: "Русский" };

export function ClientLangPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: OcrLang;
  onChange: (lang: OcrLang) => void;
}) {
  return (
    <label className="scan-client-lang">
      {label}{" "}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value as OcrLang)}>
        {OCR_LANGS.map((l) => (
          <option key={l} value={l} lang={l === "rus" ? "ru" : "en"}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
