/** Gift voucher options of /gifts (docs/product.md §2, §9). */
export type VoucherOption = {
  id: string
  title: string
  /** Value in whole pounds (£), or null for a custom amount. */
  pounds: number | null
  description: string
}

export const voucherOptions = [
  { id: 'gel-polish', title: 'Gel Polish Manicure', pounds: 35, description: 'A full gel polish manicure in any colour.' },
  { id: 'full-set', title: 'Full Set of Extensions', pounds: 55, description: 'A full set of extensions with the finish of their choice.' },
  { id: 'custom', title: 'Custom Amount', pounds: null, description: 'Any amount you like, to spend on any treatment.' },
] as const satisfies readonly VoucherOption[]

/** Vouchers are valid this many months from purchase (docs/product.md §9). */
export const voucherValidityMonths = 12
