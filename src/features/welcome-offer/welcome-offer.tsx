import { Suspense, useCallback, useLayoutEffect, useRef } from 'react'
import { welcomeOffer } from '@/content/welcome-offer'
import { OfferPill } from '@/features/welcome-offer/offer-pill'
import { useWelcomeOffer } from '@/features/welcome-offer/use-welcome-offer'
import { lazyUi } from '@/lib/lazy-ui'

// The modal (Radix Dialog, about 8 KB gzipped beyond what the toaster already loads) is a separate chunk,
// fetched when the modal first opens or the pill is hovered/focused, so it stays out of every page's
// first load. The pill, the machine and the triggers are all that ship up front. The modal's rules are not in a
// page's inline CSS, and its timer or scroll trigger may open it before any tap: mounting, it switches the full
// stylesheet on (lazyUi, docs/decisions.md #199).
const loadOfferDialog = () => import('@/features/welcome-offer/offer-dialog')
/** Starts fetching the dialog's chunk (pointer or focus on the pill), without waiting for it. */
const preloadOfferDialog = () => {
  void loadOfferDialog()
}
const OfferDialog = lazyUi(() => loadOfferDialog().then((module) => ({ default: module.OfferDialog })))

/**
 * The welcome-offer widget (docs/product.md §4, docs/decisions.md #9), mounted once by the root layout. Renders nothing
 * until local storage has been read (so prerendered HTML and hydration match) and nothing once the seen
 * flag is set; otherwise the pill, plus the modal once it has first opened. All rules live in ./machine.ts.
 */
export function WelcomeOffer() {
  // She can switch the offer off in /admin "Offers" (docs/site-content.md): then nothing shows.
  return welcomeOffer.shown ? <WelcomeOfferWidget /> : null
}

function WelcomeOfferWidget() {
  const { state, send } = useWelcomeOffer()

  const open = state.phase === 'open'

  // Return focus on close to the element focused before the modal opened (Radix Dialog would focus its
  // Trigger, which this widget does not use). Layout effects run before Radix's focus trap (a passive
  // effect) moves focus, so this records that element.
  const openerRef = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (open) openerRef.current = document.activeElement
  }, [open])

  // If that element is gone (the pill, removed by X / Escape / Maybe later / Claim) or was <body>, focus
  // the main landmark instead, so keyboard users continue from the page rather than from the top.
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault()
    const opener = openerRef.current
    const target =
      opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : document.getElementById('main')
    target?.focus({ preventScroll: true })
  }, [])

  if (state.phase === 'unknown' || state.phase === 'hidden') return null
  return (
    <>
      <OfferPill expanded={open} onClick={() => send({ type: 'pillClicked' })} onIntent={preloadOfferDialog} />
      {state.hasOpened && (
        <Suspense fallback={null}>
          <OfferDialog
            open={open}
            onDismiss={(via) => send({ type: 'dismissed', via })}
            onBackdrop={() => send({ type: 'backdropClicked' })}
            onClaim={() => send({ type: 'claimed' })}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </Suspense>
      )}
    </>
  )
}
