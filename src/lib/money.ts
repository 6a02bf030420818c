/** Display text of amounts in whole pounds (£), for the price lists and gift vouchers (pure). */

/** Display text of a price in whole pounds (docs/decisions.md #3): `£30`, or `£3 per nail` with a unit. */
export function formatPrice(item: { pounds: number; unit?: string }): string {
  return item.unit ? `£${item.pounds} ${item.unit}` : `£${item.pounds}`
}

/** A gift voucher's value: "£35", or "Any amount" when `pounds` is null (custom amount). */
export function formatVoucherValue(option: { pounds: number | null }): string {
  return option.pounds === null ? 'Any amount' : `£${option.pounds}`
}
