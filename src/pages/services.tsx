import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Prerendered } from '@/components/layout/prerendered'
import { paths } from '@/config/paths'
import { CtaBanner } from '@/components/sections/cta-banner'
import { PageHeader } from '@/components/sections/page-header'
import { ServiceCategories } from '@/components/sections/service-categories'
import { buttonVariants } from '@/components/ui/button-variants'
import { BookingLink } from '@/components/ui/cta-links'
import { pageImages } from '@/content/hero'
import { usePageWords } from '@/content/pages'
import { useServices } from '@/content/services'

function ServiceActions({ light = false }: { light?: boolean }) {
  return (
    <>
      <Link to={paths.pricing.path} className={buttonVariants({ variant: light ? 'ghostLight' : 'outline', size: 'lg' })}>
        See Pricing
        <ArrowRight aria-hidden="true" />
      </Link>
      <BookingLink variant={light ? 'light' : 'primary'} />
    </>
  )
}

/** Services (docs/product.md §2): hero image, four category sections of service cards, See Pricing and Book Now. */
export default function ServicesPage() {
  const services = useServices()
  const { closing, ...intro } = usePageWords('services')
  return (
    <Prerendered>
      <PageHeader {...intro} image={pageImages.servicesHero}>
        <ServiceActions />
      </PageHeader>
      <ServiceCategories categories={services.categories} services={services.cards} />
      <CtaBanner title={closing.title} text={closing.text}>
        <ServiceActions light />
      </CtaBanner>
    </Prerendered>
  )
}
