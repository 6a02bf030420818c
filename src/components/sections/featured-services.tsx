import { ArrowRight, Gem, Paintbrush, Sparkles, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { InfoCard } from '@/components/sections/info-card'
import { Section } from '@/components/sections/section'
import { buttonVariants } from '@/components/ui/button-variants'
import type { FeaturedService } from '@/content/home-featured'

const icons: readonly LucideIcon[] = [Sparkles, Gem, Paintbrush]

/** Home: the three featured services and 'View All Services' (docs/product.md §2). */
export function FeaturedServices({ services }: { services: readonly FeaturedService[] }) {
  return (
    <Section
      id="featured-services"
      eyebrow="Signature treatments"
      title="Treatments clients love"
      intro="Every appointment is one-to-one, unhurried and tailored to your nails, your style and your week."
    >
      <div className="grid gap-6 md:grid-cols-3">
        {services.map((service, i) => (
          <InfoCard key={service.id} icon={icons[i % icons.length]} title={service.title}>
            <p>{service.description}</p>
          </InfoCard>
        ))}
      </div>
      <div className="mt-12 text-center">
        <Link to={paths.services.path} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          View All Services
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Section>
  )
}
