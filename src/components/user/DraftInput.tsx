import { type InputHTMLAttributes, useState } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  value: string | number;
  onValue: (value: string) => void;
};

/**
 * An input showing the stored value, except while focused: then it keeps what is typed (an
 * empty or half-typed level stays on screen even though the store ignores non-numbers).
 */
export default function DraftInput({ value, onValue, onFocus, onBlur, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      {...rest}
      value={draft ?? String(value)}
      onFocus={(e) => {
        setDraft(String(value));
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        if (!rest.readOnly) onValue(e.currentTarget.value);
      }}
    />
  );
}
