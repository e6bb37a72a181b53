/** What Pro gives (docs/product.md §6), as a list. */
export default function ProList({ items }: { items: readonly string[] }) {
  return (
    <ul className="account__pro-list" data-testid="pro-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
