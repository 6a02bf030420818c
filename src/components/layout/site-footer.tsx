/** PLACEHOLDER: replaced by the public-website work. */
export function SiteFooter() {
  return null
}
