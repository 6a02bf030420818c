/**
 * Display formatters for the figures of src/content (pure: they import no content).
 */

/** Display text of a price in whole pounds (docs/decisions.md #3): `£30`, or `£3 per nail` with a unit. */
export function formatPrice(item: { pounds: number; unit?: string }): string {
  return item.unit ? `£${item.pounds} ${item.unit}` : `£${item.pounds}`
}

/** Opening hours of one row, en-GB 24-hour (docs/decisions.md #4): "17:00–21:00", or "Closed" when null. */
export function formatHours(row: { opens: string | null; closes: string | null }): string {
  return row.opens && row.closes ? `${row.opens}–${row.closes}` : 'Closed'
}

/** A gift voucher's value: "£35", or "Any amount" when `pounds` is null (custom amount). */
export function formatVoucherValue(option: { pounds: number | null }): string {
  return option.pounds === null ? 'Any amount' : `£${option.pounds}`
}
