import { Check, MapPin } from 'lucide-react'
import { InfoCard } from '@/components/sections/info-card'
import { useStudioLocation } from '@/content/booking'

/** Location card for /booking and /contact: area only, full address after booking (docs/decisions.md #5). */
export function LocationCard({ as = 'h3' }: { as?: 'h2' | 'h3' }) {
  const location = useStudioLocation()
  return (
    <InfoCard as={as} icon={MapPin} title={location.title}>
      <p className="text-brand font-semibold">{location.area}</p>
      <ul className="mt-3 space-y-2">
        {location.notes.map((note) => (
          <li key={note} className="flex items-center gap-2">
            <Check aria-hidden="true" className="text-accent-700 size-4" />
            {note}
          </li>
        ))}
      </ul>
    </InfoCard>
  )
}
