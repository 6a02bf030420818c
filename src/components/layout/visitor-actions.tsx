import { MobileBookBar } from '@/components/layout/mobile-book-bar'
import { WhatsAppFab } from '@/components/layout/whatsapp-fab'

/**
 * The visitors' floating actions (docs/product.md §2): the mobile Book bar and the WhatsApp button. Links only, so a
 * prerendered page keeps their HTML and never loads this module (src/components/layout/site-layout.tsx).
 */
export default function VisitorActions() {
  return (
    <>
      <MobileBookBar />
      <WhatsAppFab />
    </>
  )
}
