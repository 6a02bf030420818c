import { CalendarHeart } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button-variants'
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon'
import { ExternalLink } from '@/components/ui/external-link'
import { useMessages } from '@/content/messages'
import { useStudio } from '@/content/studio'
import { whatsappUrl } from '@/lib/links'

/**
 * Mobile-only fixed bottom bar (docs/product.md §2): Book Now and WhatsApp. 4 rem tall; the footer pads itself
 * by the same amount so the bar never covers content. The bottom-left corner above it is kept free
 * for the welcome-offer pill.
 */
export function MobileBookBar() {
  const studio = useStudio()
  const messages = useMessages()
  return (
    <nav
      aria-label="Quick booking"
      className="bg-surface/95 border-accent-200 fixed inset-x-0 bottom-0 z-30 flex h-16 items-center gap-3 border-t px-4 backdrop-blur md:hidden"
    >
      <ExternalLink href={studio.bookingUrl} className={buttonVariants({ size: 'md', fill: true })}>
        <CalendarHeart aria-hidden="true" />
        Book Now
      </ExternalLink>
      <ExternalLink
        href={whatsappUrl(studio.phone, messages.booking)}
        className={buttonVariants({ variant: 'whatsapp', size: 'md', fill: true })}
      >
        <WhatsAppIcon />
        WhatsApp
      </ExternalLink>
    </nav>
  )
}
