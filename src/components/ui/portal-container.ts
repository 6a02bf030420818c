import { createContext } from 'react'

/**
 * Where overlays (Radix portals: the pricing sheet) attach: `null` for the page's own `document.body`; inside the
 * admin preview's frame (src/components/ui/document-frame.tsx), the frame document's body, so an overlay opened in
 * the preview shows in the preview.
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null)
