import { CalendarHeart } from 'lucide-react'
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button-variants'
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon'
import { ExternalLink } from '@/components/ui/external-link'
import { useMessages } from '@/content/messages'
import { useStudio } from '@/content/studio'
import { whatsappUrl } from '@/lib/links'
import { cn } from '@/lib/utils'

/** The booking icon: the calendar on every booking button, drawn once by lists that repeat it (`IconRef`). */
export const BOOKING_ICON = CalendarHeart

type CtaProps = ButtonVariantProps & { children?: React.ReactNode; className?: string }

/**
 * A booking button: opens the external scheduling page in a new tab (docs/product.md §7). `icon` replaces its calendar
 * icon, e.g. by an `IconRef` where a list repeats the button (docs/decisions.md #161).
 */
export function BookingLink({
  children = 'Book Now',
  variant = 'primary',
  size = 'lg',
  className,
  icon = <BOOKING_ICON aria-hidden="true" />,
}: CtaProps & { icon?: React.ReactNode }) {
  const studio = useStudio()
  return (
    <ExternalLink href={studio.bookingUrl} className={cn(buttonVariants({ variant, size }), className)}>
      {icon}
      {children}
    </ExternalLink>
  )
}

/**
 * A WhatsApp button: opens click-to-chat with a prefilled message, her booking message unless `message` names
 * another of hers (src/content/messages.ts, docs/product.md §7).
 */
export function WhatsAppLink({
  children = 'WhatsApp',
  message,
  variant = 'whatsapp',
  size = 'lg',
  className,
}: CtaProps & { message?: string }) {
  const studio = useStudio()
  const messages = useMessages()
  return (
    <ExternalLink
      href={whatsappUrl(studio.phone, message ?? messages.booking)}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <WhatsAppIcon />
      {children}
    </ExternalLink>
  )
}
