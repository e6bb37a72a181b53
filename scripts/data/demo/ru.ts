const LETTERS: [string, string][] = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["yu", "ю"],
  ["ya", "я"],
  ["yo", "ё"],
  ["a", "а"],
  ["b", "б"],
  ["c", "к"],
  ["d", "д"],
  ["e", "е"],
  ["f", "ф"],
  ["g", "г"],
  ["h", "х"],
  ["i", "и"],
  ["j", "дж"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["q", "к"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["v", "в"],
  ["w", "в"],
  ["x", "кс"],
  ["y", "й"],
  ["z", "з"],
];

/**
 * A rough Latin → Cyrillic transliteration for names with no known Russian form.
 * Model codes (words with digits or all capitals) are kept as they are.
 */
export function transliterate(text: string): string {
  return text
    .split(" ")
    .map((word) => (/\d/.test(word) || /^[A-Z-]{2,}$/.test(word) ? word : translitWord(word)))
    .join(" ");
}

function translitWord(word: string): string {
  let out = "";
  let i = 0;
  while (i < word.length) {
    const rest = word.slice(i).toLowerCase();
    const hit = LETTERS.find(([lat]) => rest.startsWith(lat));
    if (!hit) {
      out += word[i];
      i++;
      continue;
    }
    const upper = word[i] !== word[i]?.toLowerCase();
    out += upper ? hit[1].charAt(0).toUpperCase() + hit[1].slice(1) : hit[1];
    i += hit[0].length;
  }
  return out;
}
