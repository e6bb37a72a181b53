import { type InputHTMLAttributes, useState } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  value: string | number;
  onValue: (value: string) => void;
  /**
   * When what is typed takes effect (docs/product.md §5 text inputs): "typing" on every change (the user
   * store batches the save), "blur" on leaving the field or pressing Enter, as number fields do.
   */
  commit?: "typing" | "blur";
};

/**
 * An input showing the stored value, except while focused: then it keeps what is typed (an
 * empty or half-typed number stays on screen even though the store ignores non-numbers).
 * Escape puts the stored value back.
 */
export default function DraftInput({
  value,
  onValue,
  onFocus,
  onBlur,
  onKeyDown,
  commit = "typing",
  ...rest
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const send = (text: string) => {
    if (!rest.readOnly) onValue(text);
  };
  return (
    <input
      {...rest}
      value={draft ?? String(value)}
      onFocus={(e) => {
        setDraft(String(value));
        onFocus?.(e);
      }}
      onBlur={(e) => {
        if (commit === "blur" && draft !== null && draft !== String(value)) send(draft);
        setDraft(null);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" && commit === "blur" && draft !== null) send(draft);
        if (e.key === "Escape") setDraft(String(value));
        onKeyDown?.(e);
      }}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        if (commit === "typing") send(e.currentTarget.value);
      }}
    />
  );
}
