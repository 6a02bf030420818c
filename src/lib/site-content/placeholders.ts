/**
 * Placeholders in the text she writes (FAQ answers, her story on /about, every page text, search listing and message of
 * schema version 3; docs/site-content.md "Booking terms"):
 * "{deposit}" in an answer is shown as the deposit of her booking terms ("£10"), so a figure is typed once, in
 * "Booking terms", and every answer follows when it changes. Pure.
 *
 * Names: the booking terms (`deposit` "£10", `notice` "24 hours", `late` "15 minutes", `arrive` "5 minutes",
 * `patch-test` "24-48 hours", `age` "16", `payment` "Card or cash, contactless accepted"), her identity (`owner`,
 * `studio`, `town`, `city`), `lasts` (how long treatments last, from the /faqs table) and `validity` (how long a gift
 * voucher is valid, "12 months"). Their values: `placeholderValues` in src/lib/site-content/render.ts.
 */

/** Every placeholder name, in the order the editors list them. */
export const placeholderNames = [
  'deposit',
  'notice',
  'late',
  'arrive',
  'patch-test',
  'age',
  'payment',
  'owner',
  'studio',
  'town',
  'city',
  'lasts',
  'validity',
] as const
export type PlaceholderName = (typeof placeholderNames)[number]

/** What each placeholder stands for, in the editors' hint. */
export const placeholderLabels: Record<PlaceholderName, string> = {
  deposit: 'the deposit',
  notice: 'the notice to cancel or move',
  late: 'the late-arrival limit',
  arrive: 'how early to arrive',
  'patch-test': 'the patch-test window',
  age: 'the guardian-consent age',
  payment: 'the payment methods',
  owner: 'your first name',
  studio: 'the studio’s name',
  town: 'the town',
  city: 'the city',
  lasts: 'how long treatments last',
  validity: 'how long a gift voucher is valid',
}

const PATTERN = /\{([^{}]*)\}/g
const isName = (name: string): name is PlaceholderName => (placeholderNames as readonly string[]).includes(name)

/** The names inside braces in `text` that are not placeholders, e.g. `["price"]` for "only {price}". */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PATTERN)].map((m) => m[1] ?? '').filter((name) => !isName(name))
}

/** `text` with every known placeholder replaced by its value; unknown ones are left as typed. */
export function fillPlaceholders(text: string, values: Readonly<Record<PlaceholderName, string>>): string {
  return text.replace(PATTERN, (whole, name: string) => (isName(name) ? values[name] : whole))
}
