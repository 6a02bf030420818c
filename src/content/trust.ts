import trust from 'virtual:site-content/trust'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Trust } from '@/lib/site-content/schema'

/** One item of the trust strip under the home hero (docs/product.md §1 claims, §2): its icon's id and her words. */
export type TrustItem = { id: keyof Trust; title: string; detail: string }

/** The strip's order; each item keeps its icon (src/components/sections/trust-strip.tsx). */
const order = ['insured', 'hours', 'sterile', 'vegan', 'rewards'] as const satisfies readonly (keyof Trust)[]

/** The five items as the home page shows them (published, or the previewed draft's). */
export function useTrustItems(): TrustItem[] {
  const value = usePreviewable((c) => c.trust, trust)
  return order.map((id) => ({ id, ...value[id] }))
}
