/** How long each treatment lasts (docs/product.md §9), shown on /faqs and reused by its longevity answer. */
export type Longevity = { treatment: string; lasts: string }

export const longevity = [
  { treatment: 'Gel polish', lasts: '2–3 weeks' },
  { treatment: 'BIAB or extensions', lasts: '3–4 weeks' },
  { treatment: 'Lash lift and brow lamination', lasts: '6–8 weeks' },
  { treatment: 'Tints', lasts: '4–6 weeks' },
] as const satisfies readonly Longevity[]
