/**
 * The welcome-offer widget as a pure, framework-free state machine (docs/product.md §4, docs/decisions.md #9).
 *
 * Phases:
 * - `unknown`: local storage has not been read yet. Renders nothing, so the server/prerendered HTML and
 *   the first client render are identical (no hydration mismatch).
 * - `hidden`: the seen flag is set (read from storage, or just written). Renders nothing.
 * - `pill`: the flag is unset. The floating 'Welcome offer' pill shows.
 * - `open`: the modal is open (the pill stays mounted underneath).
 *
 * Transitions (docs/product.md §4):
 * - storage read: flag set -> `hidden`; flag unset -> `pill`.
 * - automatic triggers (15 s after load, mouse leaving through the top on fine pointers, scrolling past
 *   50% of the scrollable height): `pill` -> `open`.
 * - pill clicked: `pill` -> `open`.
 * - X / Escape / 'Maybe later': `open` -> `hidden`, and the flag must be written.
 * - backdrop click: `open` -> `pill`, the flag is NOT written.
 * - 'Claim on WhatsApp': `open` -> `hidden`, and the flag must be written (the link itself opens WhatsApp).
 *
 * Decision (docs/decisions.md #28): automatic triggers open the modal at most once per page view, and not
 * at all once the modal has been shown by any means (including a pill click). After a backdrop close the
 * pill stays, and a later timer, exit-intent or scroll trigger does not re-open the modal: a
 * professional site does not nag. The visitor can still re-open it from the pill. A "page view" is one
 * document load: the widget lives in the root layout, so client-side route changes do not reset it.
 *
 * Every event that does not apply to the current phase is ignored (the state is returned unchanged and
 * nothing is written).
 */

export type WelcomeOfferPhase = 'unknown' | 'hidden' | 'pill' | 'open'

export type WelcomeOfferState = {
  readonly phase: WelcomeOfferPhase
  /** True once the modal has been shown in this page view; automatic triggers are then ignored. */
  readonly hasOpened: boolean
}

/** The automatic triggers of docs/product.md §4. */
type AutoOpenTrigger = 'timer' | 'exitIntent' | 'scroll'

/** The closes that set the seen flag (docs/product.md §4): the X button, the Escape key and 'Maybe later'. */
export type DismissVia = 'closeButton' | 'escapeKey' | 'maybeLater'

export type WelcomeOfferEvent =
  | { readonly type: 'storageRead'; readonly seen: boolean }
  | { readonly type: 'autoOpen'; readonly trigger: AutoOpenTrigger }
  | { readonly type: 'pillClicked' }
  | { readonly type: 'dismissed'; readonly via: DismissVia }
  | { readonly type: 'backdropClicked' }
  | { readonly type: 'claimed' }

export type WelcomeOfferTransition = {
  readonly state: WelcomeOfferState
  /** The side effect the caller must perform: write the seen flag to local storage. */
  readonly writeSeenFlag: boolean
}

/** The state before local storage has been read (server render and first client render). */
export const initialWelcomeOfferState: WelcomeOfferState = { phase: 'unknown', hasOpened: false }

const unchanged = (state: WelcomeOfferState): WelcomeOfferTransition => ({ state, writeSeenFlag: false })

/** Applies one event to the state; pure. Returns the next state and whether the seen flag must be written. */
export function transition(state: WelcomeOfferState, event: WelcomeOfferEvent): WelcomeOfferTransition {
  switch (event.type) {
    case 'storageRead':
      if (state.phase !== 'unknown') return unchanged(state)
      return { state: { ...state, phase: event.seen ? 'hidden' : 'pill' }, writeSeenFlag: false }
    case 'autoOpen':
      if (state.phase !== 'pill' || state.hasOpened) return unchanged(state)
      return { state: { phase: 'open', hasOpened: true }, writeSeenFlag: false }
    case 'pillClicked':
      if (state.phase !== 'pill') return unchanged(state)
      return { state: { phase: 'open', hasOpened: true }, writeSeenFlag: false }
    case 'dismissed':
    case 'claimed':
      if (state.phase !== 'open') return unchanged(state)
      return { state: { ...state, phase: 'hidden' }, writeSeenFlag: true }
    case 'backdropClicked':
      if (state.phase !== 'open') return unchanged(state)
      return { state: { ...state, phase: 'pill' }, writeSeenFlag: false }
  }
}

/**
 * True when the page is scrolled past `fraction` (0..1) of its scrollable height (docs/product.md §4: 50%).
 * All lengths in CSS px: `scrollY` = window.scrollY, `innerHeight` = viewport height, `scrollHeight` =
 * document height. A page that cannot scroll (scrollHeight <= innerHeight) is never "scrolled past".
 */
export function isScrolledPast(scrollY: number, innerHeight: number, scrollHeight: number, fraction: number): boolean {
  const scrollable = scrollHeight - innerHeight
  if (scrollable <= 0) return false
  return scrollY / scrollable > fraction
}

/**
 * True when a `mouseout` event means the pointer left the window through its top edge (exit intent,
 * docs/product.md §4): no element is being entered (`relatedTarget` is null) and the pointer is at or above the top
 * edge (`clientY <= 0`, CSS px). The caller only listens on fine-pointer devices.
 */
export function isTopExit(event: { readonly clientY: number; readonly relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0
}
