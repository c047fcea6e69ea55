import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Numbers align right (and use tabular digits). */
  numeric?: boolean;
  /** On phones the row becomes a card; this cell is its heading, shown without a label. */
  primary?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}

/**
 * A table on wide screens that turns into one card per row on phones. Explicit ARIA roles keep
 * the table semantics when the cards' CSS changes its display.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={styles.row}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.primary ? undefined : column.header}
                  className={[column.numeric && `${styles.numeric} tabular`, column.primary && styles.primary].filter(Boolean).join(' ') || undefined}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
