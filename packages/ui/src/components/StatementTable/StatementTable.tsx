import * as styles from './StatementTable.css';

export interface StatementTableProps {
  /** Accessible name of the table, e.g. 'Totals per month'. */
  caption: string;
  /** The first column's heading ('Month') and then one heading a group. */
  headings: readonly string[];
  /** One row a month, each cell already formatted; the first cell names the month. */
  rows: readonly { id: string; cells: readonly string[] }[];
  /** The period's row, drawn as the table's foot. */
  total: readonly string[];
}

/* The activity statement's totals per month: scrolls sideways on a phone rather than squeezing. */
export function StatementTable({ caption, headings, rows, total }: StatementTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard
    <section className={styles.scroller} tabIndex={0} aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={heading} scope="col" className={index === 0 ? styles.first : styles.number}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={headings[0]} scope="row" className={styles.first}>
                    {cell}
                  </th>
                ) : (
                  <td key={headings[index]} className={styles.number}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            {total.map((cell, index) =>
              index === 0 ? (
                <th key={headings[0]} scope="row" className={styles.first}>
                  {cell}
                </th>
              ) : (
                <td key={headings[index]} className={styles.number}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
