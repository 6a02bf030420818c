/** Display text of amounts in pounds (£), for the price lists and gift vouchers (pure). */

/** "£30" for whole pounds, "£3.50" with pence (docs/decisions.md #3, docs/site-content.md "Rules"). */
export function formatPounds(pounds: number): string {
  return Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`
}

/** Display text of a price: `£30`, `£3.50`, or `£3 per nail` with a unit. */
export function formatPrice(item: { pounds: number; unit?: string }): string {
  return item.unit ? `${formatPounds(item.pounds)} ${item.unit}` : formatPounds(item.pounds)
}

/** A gift voucher's value: "£35", or "Any amount" when `pounds` is null (custom amount). */
export function formatVoucherValue(option: { pounds: number | null }): string {
  return option.pounds === null ? 'Any amount' : formatPounds(option.pounds)
}
