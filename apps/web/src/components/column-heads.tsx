/** A table's header row: one column header per label, as every table of the shop's back office has it. */
export function ColumnHeads({ columns, className = "" }: { columns: readonly string[]; className?: string }) {
  return (
    <thead className={`text-base-content/80 ${className}`}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
