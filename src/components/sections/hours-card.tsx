import { Clock } from 'lucide-react'
import { InfoCard } from '@/components/sections/info-card'
import { useOpeningHours } from '@/content/hours'
import { formatHours } from '@/lib/format'

/** Opening hours card for /booking and /contact, read from content/hours.ts (docs/product.md §9, docs/decisions.md #4). */
export function HoursCard({ as = 'h3' }: { as?: 'h2' | 'h3' }) {
  const openingHours = useOpeningHours()
  return (
    <InfoCard as={as} icon={Clock} title="Opening hours">
      <dl className="space-y-3">
        {openingHours.map((row) => (
          <div key={row.label} className="border-accent-100 flex justify-between gap-6 border-b pb-3 last:border-b-0 last:pb-0">
            <dt>{row.label}</dt>
            <dd className="text-brand font-semibold tabular-nums">{formatHours(row)}</dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  )
}
