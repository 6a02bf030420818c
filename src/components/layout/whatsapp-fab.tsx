/** PLACEHOLDER: replaced by the public-website work. */
export function WhatsAppFab() {
  return null
}
