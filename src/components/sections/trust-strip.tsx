import { Award, Clock, Gift, Leaf, ShieldCheck, type LucideIcon } from 'lucide-react'
import type { TrustItem } from '@/content/trust'

const icons: Record<TrustItem['id'], LucideIcon> = {
  insured: Award,
  hours: Clock,
  sterile: ShieldCheck,
  vegan: Leaf,
  rewards: Gift,
}

/** The five-item trust strip under the home hero (docs/product.md §2). */
export function TrustStrip({ items }: { items: readonly TrustItem[] }) {
  return (
    <section aria-label="Why clients choose us" className="border-accent-200/70 border-b bg-white">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-8 px-5 py-10 sm:grid-cols-3 md:px-8 lg:grid-cols-5">
        {items.map((item) => {
          const Icon = icons[item.id]
          return (
            <li key={item.id} className="flex flex-col items-center text-center last:col-span-2 sm:last:col-span-1">
              <span className="bg-accent-100 text-accent-700 grid size-11 place-items-center rounded-full">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-brand mt-3 font-semibold">{item.title}</span>
              <span className="text-ink/75 mt-1 text-sm">{item.detail}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
