/**
 * When something was saved or kept, as the owner reads it in /admin's messages (docs/product.md §8): the UK time,
 * "10:42", on the same UK day as `now`, else with the day, "Fri 27 Nov, 10:42". Pure.
 */
export function formatMoment(iso: string, now: Date = new Date()): string {
  const at = new Date(iso)
  const day = (d: Date) => d.toLocaleDateString('en-GB', { timeZone: 'Europe/London' })
  const time = at.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' })
  if (day(at) === day(now)) return time
  const date = at.toLocaleDateString('en-GB', { timeZone: 'Europe/London', weekday: 'short', day: 'numeric', month: 'short' })
  return `${date}, ${time}`
}
