import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import * as styles from './DataTable.css';

export type { ColumnDef, SortingState } from '@tanstack/react-table';

export interface DataTableProps<Row> {
  /** The table's accessible name (shown as its caption). */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: readonly Row[];
  /** Stable row ids (database ids) so React keeps each row's state when the data changes. */
  getRowId?: (row: Row, index: number) => string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  /** Rows are being fetched: the table stays as it was, marked busy, the caption says so. */
  loading?: boolean;
  loadingText?: string;
  /** Sorts the rows given here by clicking a header whose column allows it. */
  initialSorting?: SortingState;
  /** Below the table: paging buttons, a total, an export link. */
  footer?: ReactNode;
  /** The sort order read by screen readers on a sortable header ("ascending" / "descending"). */
  sortLabels?: { ascending: string; descending: string; none: string };
}

const defaultSortLabels = {
  ascending: 'sorted ascending',
  descending: 'sorted descending',
  none: 'not sorted',
};

/*
 * The back office's tables: TanStack Table for the model (columns, sorting), plain table markup for
 * the view, so screen readers get a real table. On a narrow screen the table scrolls sideways inside
 * its frame instead of squeezing its columns.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  getRowId,
  emptyText,
  loading = false,
  loadingText = 'Loading…',
  initialSorting = [],
  footer,
  sortLabels = defaultSortLabels,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const table = useReactTable({
    data: data as Row[],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(getRowId ? { getRowId } : {}),
  });
  const rows = table.getRowModel().rows;
  return (
    <div className={styles.frame}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-label={caption}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={styles.caption}>
            {caption}
            {loading && <span className={styles.loading}> · {loadingText}</span>}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.headerCell}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                          <span className={styles.hidden}>
                            ,{' '}
                            {sorted === 'asc'
                              ? sortLabels.ascending
                              : sorted === 'desc'
                                ? sortLabels.descending
                                : sortLabels.none}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={styles.empty} colSpan={Math.max(1, columns.length)}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={styles.row}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={styles.cell}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
