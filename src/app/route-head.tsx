/** PLACEHOLDER: per-route <title>, meta description, canonical and social tags (issue 5). */
export function RouteHead() {
  return null
}
