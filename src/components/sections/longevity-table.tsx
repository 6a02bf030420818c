import type { Longevity } from '@/content/longevity'

/** How long each treatment lasts (docs/product.md §9), as a compact list of figures. */
export function LongevityTable({ items }: { items: readonly Longevity[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.treatment} className="shadow-brand/5 flex flex-col-reverse rounded-3xl bg-white p-6 text-center shadow-sm">
          <dt className="text-ink/80 mt-2 text-sm">{item.treatment}</dt>
          <dd className="font-display text-accent-700 text-3xl">{item.lasts}</dd>
        </div>
      ))}
    </dl>
  )
}
