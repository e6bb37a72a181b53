/**
 * A table head: one column per label, then, when `details` is given, one more column named
 * for screen readers only (a column of buttons or details toggles).
 */
export function TableHead({ labels, details }: { labels: readonly string[]; details?: string }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {details !== undefined && (
          <th scope="col">
            <span className="sr-only">{details}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
