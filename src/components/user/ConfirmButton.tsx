import { useState } from "react";

/**
 * A button that asks "Are you sure?" before acting (docs/product.md §4/§5: copy, reset and delete), with
 * Yes/No in place of the button until answered.
 */
export default function ConfirmButton(props: {
  label: string;
  question: string;
  yes: string;
  no: string;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const cls = `button${props.danger ? " button--danger" : ""}`;
  if (!asking) {
    return (
      <button type="button" className={cls} disabled={props.disabled} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  }
  return (
    <span className="confirm">
      <span className="confirm__q">{props.question}</span>
      <button
        type="button"
        className={cls}
        onClick={() => {
          setAsking(false);
          void props.onConfirm();
        }}
      >
        {props.yes}
      </button>
      <button type="button" className="button" onClick={() => setAsking(false)}>
        {props.no}
      </button>
    </span>
  );
}
