/**
 * External link builders (docs/product.md §7): pure functions of the values they format, so this
 * module imports no content; callers pass the studio's phone or e-mail from src/content/studio.ts.
 * Every link opens in a new tab through `ExternalLink` (target="_blank" rel="noopener noreferrer").
 */

/** Digits only of a phone number in international form: "+44 7700 900123" -> "447700900123". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '')
}

/** E.164 form of a phone number in international display form: "+44 7700 900123" -> "+447700900123". */
export function e164(phone: string): string {
  return `+${phoneDigits(phone)}`
}

/** WhatsApp click-to-chat URL: `https://wa.me/<digits>?text=<url-encoded message>`. */
export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`
}

/** mailto: link for an e-mail address. */
export function mailtoUrl(email: string): string {
  return `mailto:${email}`
}
