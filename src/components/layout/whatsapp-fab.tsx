import { WhatsAppIcon } from '@/components/ui/whatsapp-icon'
import { ExternalLink } from '@/components/ui/external-link'
import { useMessages } from '@/content/messages'
import { useStudio } from '@/content/studio'
import { whatsappUrl } from '@/lib/links'

/**
 * Floating WhatsApp button, bottom right (docs/product.md §2). On mobile it sits above the bottom bar
 * (bottom-20); from `md` up at bottom-6.
 */
export function WhatsAppFab() {
  const studio = useStudio()
  const messages = useMessages()
  return (
    <aside aria-label="WhatsApp chat">
      <ExternalLink
        href={whatsappUrl(studio.phone, messages.booking)}
        aria-label={`Chat with ${studio.owner} on WhatsApp (opens in a new tab)`}
        className="bg-whatsapp shadow-brand-900/25 hover:bg-whatsapp-dark fixed right-4 bottom-20 z-30 grid size-14 place-items-center rounded-full text-white shadow-lg transition-transform hover:scale-105 md:right-6 md:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
      </ExternalLink>
    </aside>
  )
}
