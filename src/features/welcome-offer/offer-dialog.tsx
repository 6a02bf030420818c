import * as Dialog from '@radix-ui/react-dialog'
import { Check, X } from 'lucide-react'
import { useRef } from 'react'
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon'
import { ExternalLink } from '@/components/ui/external-link'
import { studio } from '@/content/studio'
import { welcomeOffer, welcomeOfferClaimMessage } from '@/content/welcome-offer'
import type { DismissVia } from '@/features/welcome-offer/machine'
import { whatsappUrl } from '@/lib/links'

type OfferDialogProps = {
  open: boolean
  /** X, Escape or 'Maybe later': closes and sets the seen flag (docs/product.md §4). */
  onDismiss: (via: DismissVia) => void
  /** A press outside the card (the backdrop): closes only (docs/product.md §4). */
  onBackdrop: () => void
  /** 'Claim on WhatsApp' was followed: closes and sets the seen flag (docs/product.md §4). */
  onClaim: () => void
  /** Radix's return-focus hook; `preventDefault()` it to move focus elsewhere. */
  onCloseAutoFocus: (event: Event) => void
}

const claimHref = whatsappUrl(studio.phone, welcomeOfferClaimMessage)

/**
 * The welcome-offer modal (docs/product.md §4, docs/decisions.md #9) on Radix Dialog: focus is trapped inside, the rest of
 * the page is inert, and each way of closing is reported separately because only the backdrop leaves
 * the seen flag unset. On open the card itself takes focus (not the claim link, so a stray Enter on an
 * automatic open cannot start a WhatsApp chat).
 */
export function OfferDialog({ open, onDismiss, onBackdrop, onClaim, onCloseAutoFocus }: OfferDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="welcome-offer-overlay"
          className="bg-brand-900/65 fixed inset-0 z-50 grid place-items-center overflow-y-auto p-4 backdrop-blur-[2px] motion-safe:transition-opacity motion-safe:duration-300 motion-safe:starting:opacity-0"
        >
          <Dialog.Content
            data-slot="welcome-offer-dialog"
            ref={contentRef}
            onOpenAutoFocus={(event) => {
              event.preventDefault()
              contentRef.current?.focus()
            }}
            onEscapeKeyDown={() => onDismiss('escapeKey')}
            onPointerDownOutside={onBackdrop}
            onCloseAutoFocus={onCloseAutoFocus}
            className="bg-surface text-ink shadow-brand-900/40 relative w-full max-w-md overflow-hidden rounded-3xl shadow-2xl outline-none motion-safe:transition motion-safe:duration-300 motion-safe:starting:translate-y-4 motion-safe:starting:scale-95 motion-safe:starting:opacity-0"
          >
            <div className="to-surface from-accent-100 via-accent-50 bg-gradient-to-br px-6 pt-8 pb-6 text-center sm:px-8">
              <p className="text-accent-800 text-xs font-semibold tracking-[0.18em] uppercase">Welcome to {studio.name}</p>
              <Dialog.Title className="font-display text-brand mt-3 text-3xl leading-tight sm:text-4xl">
                {welcomeOffer.percentOff}% off your first visit
              </Dialog.Title>
              <Dialog.Description className="text-ink/80 mx-auto mt-3 max-w-xs text-[0.95rem] leading-relaxed">
                New to the studio? Treat yourself to {welcomeOffer.percentOff}% off your first {welcomeOffer.appointment} with{' '}
                {studio.owner}.
              </Dialog.Description>
            </div>

            <div className="px-6 pb-6 sm:px-8">
              <div className="border-accent-300 -mt-1 rounded-2xl border-2 border-dashed bg-white px-4 py-3 text-center">
                <p className="text-ink/70 text-xs font-medium tracking-wide uppercase">Your code</p>
                <p className="font-display text-accent-800 mt-1 text-3xl font-bold tracking-[0.2em]">{welcomeOffer.code}</p>
              </div>

              <ul className="text-ink/80 mt-5 space-y-2 text-sm" aria-label="Offer terms">
                {welcomeOffer.terms.map((term) => (
                  <li key={term} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="text-accent-700 mt-0.5 size-4 shrink-0" />
                    <span>{term}</span>
                  </li>
                ))}
              </ul>

              <div className="mt-6 flex flex-col gap-2">
                <ExternalLink
                  href={claimHref}
                  onClick={onClaim}
                  className="bg-whatsapp-dark inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold text-white shadow-md hover:brightness-110 motion-safe:transition"
                >
                  <WhatsAppIcon className="size-5" />
                  Claim on WhatsApp
                </ExternalLink>
                <button
                  type="button"
                  onClick={() => onDismiss('maybeLater')}
                  className="text-brand hover:bg-accent-50 min-h-11 rounded-full px-6 text-sm font-semibold underline-offset-4 hover:underline"
                >
                  Maybe later
                </button>
              </div>
            </div>

            <button
              type="button"
              aria-label="Close"
              onClick={() => onDismiss('closeButton')}
              className="text-brand absolute top-3 right-3 grid size-10 place-items-center rounded-full hover:bg-white/70"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
