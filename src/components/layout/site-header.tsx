/** PLACEHOLDER: replaced by the public-website work. */
export function SiteHeader() {
  return null
}
