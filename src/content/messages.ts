import messages from 'virtual:site-content/messages'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Messages } from '@/lib/site-content/schema'

/**
 * Her prefilled WhatsApp messages (docs/product.md §7, docs/site-content.md): every booking button's, a question's
 * (hygiene, FAQs), a gift card's and the rewards' (gifts). The welcome offer's claim text is composed from its code and
 * percentage (`welcomeOfferClaimMessage` in src/content/welcome-offer.ts, not in the first load of `/`, docs/decisions.md #142).
 */
export type { Messages }

/** The messages (published, or the previewed draft's). */
export function useMessages(): Messages {
  return usePreviewable((c) => c.messages, messages)
}
