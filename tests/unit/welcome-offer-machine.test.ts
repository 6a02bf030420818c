import { describe, expect, it } from 'vitest'
import {
  initialWelcomeOfferState,
  isScrolledPast,
  isTopExit,
  transition,
  type WelcomeOfferEvent,
  type WelcomeOfferPhase,
  type WelcomeOfferState,
} from '@/features/welcome-offer/machine'

const at = (phase: WelcomeOfferPhase, hasOpened = false): WelcomeOfferState => ({ phase, hasOpened })
/** The state after `events`, each applied with `transition` (its effect output dropped). */
const next = (state: WelcomeOfferState, event: WelcomeOfferEvent) => transition(state, event).state
const run = (...events: WelcomeOfferEvent[]) => events.reduce(next, initialWelcomeOfferState)

const unsetRead: WelcomeOfferEvent = { type: 'storageRead', seen: false }
const timer: WelcomeOfferEvent = { type: 'autoOpen', trigger: 'timer' }
const flagWritingCloses: WelcomeOfferEvent[] = [
  { type: 'dismissed', via: 'closeButton' },
  { type: 'dismissed', via: 'escapeKey' },
  { type: 'dismissed', via: 'maybeLater' },
  { type: 'claimed' },
]
const allEvents: WelcomeOfferEvent[] = [
  { type: 'storageRead', seen: true },
  unsetRead,
  timer,
  { type: 'autoOpen', trigger: 'exitIntent' },
  { type: 'autoOpen', trigger: 'scroll' },
  { type: 'pillClicked' },
  ...flagWritingCloses,
  { type: 'backdropClicked' },
]

describe('welcome-offer machine (docs/product.md §4)', () => {
  it('hides completely when the seen flag is set', () => {
    expect(transition(initialWelcomeOfferState, { type: 'storageRead', seen: true })).toEqual({ state: at('hidden'), writeSeenFlag: false })
  })

  it('shows the pill when the seen flag is not set', () => {
    expect(transition(initialWelcomeOfferState, unsetRead)).toEqual({ state: at('pill'), writeSeenFlag: false })
  })

  it.each(['timer', 'exitIntent', 'scroll'] as const)('auto-opens from the pill on the %s trigger', (trigger) => {
    expect(transition(at('pill'), { type: 'autoOpen', trigger })).toEqual({ state: at('open', true), writeSeenFlag: false })
  })

  it('opens when the pill is clicked', () => {
    expect(transition(at('pill'), { type: 'pillClicked' })).toEqual({ state: at('open', true), writeSeenFlag: false })
  })

  it.each(flagWritingCloses)('$type $via closes, hides the pill and writes the flag', (event) => {
    expect(transition(at('open', true), event)).toEqual({ state: at('hidden', true), writeSeenFlag: true })
  })

  it('backdrop click closes the modal only: the pill stays and no flag is written', () => {
    expect(transition(at('open', true), { type: 'backdropClicked' })).toEqual({ state: at('pill', true), writeSeenFlag: false })
  })

  it('auto-opens at most once per page view: no automatic re-open after a backdrop close', () => {
    const afterBackdrop = run(unsetRead, timer, { type: 'backdropClicked' })
    expect(afterBackdrop).toEqual(at('pill', true))
    for (const trigger of ['timer', 'exitIntent', 'scroll'] as const) {
      expect(transition(afterBackdrop, { type: 'autoOpen', trigger })).toEqual({ state: afterBackdrop, writeSeenFlag: false })
    }
  })

  it('a pill-opened modal also spends the automatic triggers, but the pill still re-opens it', () => {
    const afterBackdrop = run(unsetRead, { type: 'pillClicked' }, { type: 'backdropClicked' })
    expect(next(afterBackdrop, timer)).toEqual(at('pill', true))
    expect(next(afterBackdrop, { type: 'pillClicked' })).toEqual(at('open', true))
  })

  it('a second automatic trigger while open changes nothing', () => {
    expect(transition(at('open', true), { type: 'autoOpen', trigger: 'scroll' })).toEqual({ state: at('open', true), writeSeenFlag: false })
  })

  it('storage is read once: a later read is ignored', () => {
    expect(next(at('pill'), { type: 'storageRead', seen: true })).toEqual(at('pill'))
    expect(next(at('hidden'), unsetRead)).toEqual(at('hidden'))
  })

  it.each(['unknown', 'hidden'] as const)('in %s every event but the first storage read is ignored and nothing is written', (phase) => {
    for (const event of allEvents) {
      if (phase === 'unknown' && event.type === 'storageRead') continue
      expect(transition(at(phase), event)).toEqual({ state: at(phase), writeSeenFlag: false })
    }
  })

  it('closing events do nothing while only the pill shows', () => {
    for (const event of [...flagWritingCloses, { type: 'backdropClicked' } as const]) {
      expect(transition(at('pill'), event)).toEqual({ state: at('pill'), writeSeenFlag: false })
    }
  })

  it('only X, Escape, Maybe later and Claim ever write the flag', () => {
    const writers = allEvents.filter((event) =>
      (['unknown', 'hidden', 'pill', 'open'] as const).some((phase) => transition(at(phase), event).writeSeenFlag),
    )
    expect(writers).toEqual(flagWritingCloses)
  })
})

describe('isScrolledPast', () => {
  // 800 px viewport on a 2800 px document: 2000 px scrollable, so 50% is 1000 px.
  it('is false at and before half the scrollable height, true past it', () => {
    expect(isScrolledPast(0, 800, 2800, 0.5)).toBe(false)
    expect(isScrolledPast(1000, 800, 2800, 0.5)).toBe(false)
    expect(isScrolledPast(1001, 800, 2800, 0.5)).toBe(true)
    expect(isScrolledPast(2000, 800, 2800, 0.5)).toBe(true)
  })

  it('measures against the scrollable height, not the document height', () => {
    // Half the document (1400 px) is past half the scrollable height (1000 px).
    expect(isScrolledPast(1100, 800, 2800, 0.5)).toBe(true)
    expect(isScrolledPast(900, 800, 2800, 0.5)).toBe(false)
  })

  it('is never true on a page that cannot scroll', () => {
    expect(isScrolledPast(0, 800, 800, 0.5)).toBe(false)
    expect(isScrolledPast(10, 800, 600, 0.5)).toBe(false)
  })
})

describe('isTopExit', () => {
  it('is true when the pointer leaves the window through the top', () => {
    expect(isTopExit({ clientY: 0, relatedTarget: null })).toBe(true)
    expect(isTopExit({ clientY: -5, relatedTarget: null })).toBe(true)
  })

  it('is false when leaving through another edge or moving onto another element', () => {
    expect(isTopExit({ clientY: 400, relatedTarget: null })).toBe(false)
    expect(isTopExit({ clientY: 0, relatedTarget: document.body })).toBe(false)
  })
})
