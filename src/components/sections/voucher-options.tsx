import { Gift } from 'lucide-react'
import type { VoucherOption } from '@/content/vouchers'
import { formatVoucherValue } from '@/lib/money'

type VoucherOptionsProps = {
  options: readonly VoucherOption[]
  validityMonths: number
  children?: React.ReactNode
}

/** /gifts: the voucher options block (docs/product.md §2, §9) styled as gift cards, with the validity note. */
export function VoucherOptions({ options, validityMonths, children }: VoucherOptionsProps) {
  return (
    <div>
      <ul className="grid gap-6 md:grid-cols-3">
        {options.map((o) => (
          <li
            key={o.id}
            className="from-brand to-brand-900 shadow-brand/20 relative flex flex-col overflow-hidden rounded-3xl bg-gradient-to-br p-8 text-white shadow-lg"
          >
            <Gift aria-hidden="true" className="absolute -right-4 -bottom-4 size-32 text-white/10" />
            <p className="text-accent-200 text-xs font-semibold tracking-[0.25em] uppercase">Gift voucher</p>
            <p className="font-display mt-4 text-5xl">{formatVoucherValue(o)}</p>
            <h3 className="mt-4 font-semibold">{o.title}</h3>
            <p className="text-accent-50/85 mt-1">{o.description}</p>
          </li>
        ))}
      </ul>
      <p className="text-ink/80 mt-6 text-center text-sm">
        Digital or printed. Valid for {validityMonths} months from the date of purchase.
      </p>
      {children}
    </div>
  )
}
