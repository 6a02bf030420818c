import { whatsappMessages } from '@/content/messages'
import { studio } from '@/content/studio'

/**
 * External link builders (docs/product.md §7). Every one of these opens in a new tab through `ExternalLink`
 * (target="_blank" rel="noopener noreferrer").
 */

/** Digits only of a phone number in international form: "+44 7700 900123" -> "447700900123". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** WhatsApp click-to-chat URL: `https://wa.me/<digits>?text=<url-encoded message>`. */
export function whatsappUrl(message: string = whatsappMessages.booking, phone: string = studio.phone): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`
}

/** The external online scheduling page used by every Book Now button. */
export const bookingUrl: string = studio.bookingUrl

/** mailto: link for the studio e-mail. */
export function mailtoUrl(email: string = studio.email): string {
  return `mailto:${email}`
}

/** tel: link in E.164 form. */
export function telUrl(phone: string = studio.phone): string {
  return `tel:+${phoneDigits(phone)}`
}
