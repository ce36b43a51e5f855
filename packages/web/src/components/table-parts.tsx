import type { ReactNode } from 'react';

/** A text column's header, with a class where the column has its own (a narrow week column). */
export type TextColumn = string | { label: string; className: string };

/**
 * A table's header row: its text columns, then its money columns, which take the table's
 * `numberClass` (right-aligned figures), as every table of the game lays them out; `after`: text
 * columns that follow the figures.
 */
export function TableHead({
  text,
  numbers,
  numberClass,
  after = [],
}: {
  text: readonly TextColumn[];
  numbers: readonly string[];
  numberClass: string;
  after?: readonly string[];
}) {
  return (
    <thead>
      <tr>
        {text.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.label} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
        {numbers.map((label) => (
          <th key={label} scope="col" className={numberClass}>
            {label}
          </th>
        ))}
        {after.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table's closing line: what it adds up to, named in its row header. */
export function TotalFoot({
  label,
  className,
  children,
}: {
  label: string;
  /** The figure's cell class. */
  className: string;
  children: ReactNode;
}) {
  return (
    <tfoot>
      <tr>
        <th scope="row">{label}</th>
        <td className={className}>{children}</td>
      </tr>
    </tfoot>
  );
}
