import offers from 'virtual:site-content/vouchers'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Voucher } from '@/lib/site-content/schema'

/** Gift voucher options of /gifts (docs/product.md §2, §9): her amounts (£, or any amount) and validity (months). */
export type VoucherOption = Voucher

/** The published validity (months); her texts name it as `{validity}` (src/lib/site-content/render.ts). */
export const voucherValidityMonths: number = offers.voucherValidityMonths

/** /gifts' vouchers and validity as the page shows them (published, or the previewed draft's). */
export function useVouchers(): { options: readonly VoucherOption[]; validityMonths: number } {
  return usePreviewable((c) => ({ options: c.offers.vouchers, validityMonths: c.offers.voucherValidityMonths }), {
    options: offers.vouchers,
    validityMonths: offers.voucherValidityMonths,
  })
}
