/** PLACEHOLDER: replaced by the public-website work. */
export function MobileBookBar() {
  return null
}
