import { Prerendered } from '@/components/layout/prerendered'
import { ContactMethods } from '@/components/sections/contact-methods'
import { CtaBanner } from '@/components/sections/cta-banner'
import { HoursCard } from '@/components/sections/hours-card'
import { LocationCard } from '@/components/sections/location-card'
import { PageHeader } from '@/components/sections/page-header'
import { BookingLink, WhatsAppLink } from '@/components/ui/cta-links'
import { useContactMethods } from '@/content/contact'
import { usePageWords } from '@/content/pages'

/** Contact (docs/product.md §2): contact method cards, location, opening hours and a 'Ready to Book' block. */
export default function ContactPage() {
  const { closing, tiktokLine, ...intro } = usePageWords('contact')
  return (
    <Prerendered>
      <PageHeader {...intro} />
      <section aria-label="Ways to get in touch" className="mx-auto max-w-6xl px-5 py-16 md:px-8 md:py-20">
        <ContactMethods methods={useContactMethods(tiktokLine)} />
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <LocationCard as="h2" />
          <HoursCard as="h2" />
        </div>
      </section>
      <CtaBanner title={closing.title} text={closing.text}>
        <WhatsAppLink>WhatsApp</WhatsAppLink>
        <BookingLink variant="light">Book Online</BookingLink>
      </CtaBanner>
    </Prerendered>
  )
}
