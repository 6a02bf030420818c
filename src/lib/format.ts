/**
 * Display formatters for the figures of src/content (pure: they import no content). Prices are in
 * src/lib/money.ts, so the first load, which shows only the hours, does not carry them.
 */

/** Opening hours of one row, en-GB 24-hour (docs/decisions.md #4): "17:00–21:00", or "Closed" when null. */
export function formatHours(row: { opens: string | null; closes: string | null }): string {
  return row.opens && row.closes ? `${row.opens}–${row.closes}` : 'Closed'
}
