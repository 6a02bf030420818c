import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteContentSeed } from '@/demo/site-content'
import type { Draft } from '@/features/site-content/api/draft'
import { KEEP_AFTER_MS, useKeepOnDevice } from '@/features/site-content/hooks/use-keep-on-device'
import { keptTyping, keptTypingAsText, keptTypingFits, keptTypingOrNothing, type KeptTyping } from '@/features/site-content/lib/kept-typing'
import { SCHEMA_VERSION, type SiteContent } from '@/lib/site-content/schema'

/**
 * Her unsaved typing kept on the device (docs/decisions.md #243, #283), in fake-indexeddb (tests/setup.ts): written
 * within a second of typing and at once when the page is hidden, offered back with the revision it started from,
 * dropped after a save, when she leaves it, and on Sign Out (which forgets the device).
 */
const base: Draft = { content: siteContentSeed, revision: 7, updatedAt: '2026-11-28T10:40:00.000Z', saveId: null }
type Form = { deposit: string }
/** When she typed (an earlier moment than any write here): the device keeps it as it is, never the moment of the write. */
const TYPED_AT = '2026-11-28T10:42:00.000Z'
const typed = (deposit: string): KeptTyping<Form> => ({ form: { deposit }, base, keptAt: TYPED_AT })

function renderKeeper(userId: string | null = 'u1') {
  return renderHook(({ typing }: { typing: KeptTyping<Form> | null }) => useKeepOnDevice(userId, 'bookingTerms', typing, true), {
    initialProps: { typing: null as KeptTyping<Form> | null },
  })
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
}
afterEach(() => setVisibility('visible'))
/** How long a write may take to land on a loaded machine: what is checked is that it happens, and in what order. */
const WAIT = { timeout: 5_000 }

describe('useKeepOnDevice', () => {
  it('writes a burst of typing once, KEEP_AFTER_MS after its first key, with the revision it started from; offers it back', async () => {
    // Within 1 s of typing (docs/decisions.md #283): the rule, checked on the clock, not timed.
    expect(KEEP_AFTER_MS).toBeLessThanOrEqual(1000)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { rerender } = renderKeeper()
      rerender({ typing: typed('1') })
      vi.advanceTimersByTime(KEEP_AFTER_MS / 2)
      rerender({ typing: typed('15') })
      rerender({ typing: typed('15.5') })
      vi.advanceTimersByTime(KEEP_AFTER_MS / 2 - 1)
      expect(await keptTyping('u1', 'bookingTerms')).toBeUndefined()
      vi.advanceTimersByTime(1)
    } finally {
      vi.useRealTimers()
    }
    await waitFor(async () => expect(await keptTyping('u1', 'bookingTerms')).toBeDefined(), WAIT)
    const { kept } = await keptTypingOrNothing<Form>('u1', 'bookingTerms')
    expect(kept).toEqual({ form: { deposit: '15.5' }, base, keptAt: TYPED_AT })
    expect(kept?.base.revision).toBe(7)
    // Another user of the same device is offered nothing of hers.
    expect(await keptTypingOrNothing('u2', 'bookingTerms')).toEqual({ kept: undefined, unfit: undefined })
  })

  it('writes at once when the page is hidden (the last moment before a phone may discard the tab)', async () => {
    // The timer never runs here (fake, and dropped): what is written is the hide's own write.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { rerender } = renderKeeper()
      rerender({ typing: typed('42') })
      act(() => setVisibility('hidden'))
    } finally {
      vi.useRealTimers()
    }
    await waitFor(async () => expect((await keptTyping<Form>('u1', 'bookingTerms'))?.form).toEqual({ deposit: '42' }), WAIT)
  })

  it('drops the typing once it is saved (nothing unsaved any more)', async () => {
    const { rerender } = renderKeeper()
    rerender({ typing: typed('42') })
    await waitFor(async () => expect(await keptTyping('u1', 'bookingTerms')).toBeDefined(), WAIT)
    rerender({ typing: null })
    await waitFor(async () => expect(await keptTyping('u1', 'bookingTerms')).toBeUndefined())
  })

  it('forget (she left the section without saving) drops it and writes nothing more', async () => {
    const { rerender, result } = renderKeeper()
    const typing = typed('42')
    rerender({ typing })
    await waitFor(async () => expect(await keptTyping('u1', 'bookingTerms')).toBeDefined(), WAIT)
    act(() => result.current())
    await waitFor(async () => expect(await keptTyping('u1', 'bookingTerms')).toBeUndefined(), WAIT)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      rerender({ typing })
      act(() => setVisibility('hidden'))
      vi.advanceTimersByTime(KEEP_AFTER_MS * 2)
    } finally {
      vi.useRealTimers()
    }
    expect(await keptTyping('u1', 'bookingTerms')).toBeUndefined()
  })

  it('keeps nothing without a signed-in user', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { rerender } = renderKeeper(null)
      rerender({ typing: typed('42') })
      act(() => setVisibility('hidden'))
      vi.advanceTimersByTime(KEEP_AFTER_MS * 2)
    } finally {
      vi.useRealTimers()
    }
    expect((await keptTypingOrNothing('u1', 'bookingTerms')).kept).toBeUndefined()
  })
})

describe('keptTypingFits: typing kept before an update is put back only if it still fits (docs/decisions.md #425)', () => {
  const terms = siteContentSeed.bookingTerms
  /** Booking terms' form as this build has it: the deposit typed as text, the rest as saved. */
  const fromForm = (f: Form): SiteContent['bookingTerms'] => ({ ...terms, depositPounds: Number(f.deposit) })
  const now = (deposit: string): KeptTyping<Form> => ({ ...typed(deposit), schemaVersion: SCHEMA_VERSION, formVersion: 2 })

  it('typed in this schema and form version: fits, a half-typed value too (she sees its reason and mends it)', () => {
    expect(keptTypingFits(now('12.50'), 'bookingTerms', 2, fromForm)).toBe(true)
    expect(keptTypingFits(now('-3'), 'bookingTerms', 2, fromForm)).toBe(true)
  })

  it('a kept form from an older version does not fit: an older form version, an older schema, or none (kept before versions)', () => {
    expect(keptTypingFits(now('12'), 'bookingTerms', 3, fromForm)).toBe(false)
    expect(keptTypingFits({ ...now('12'), schemaVersion: SCHEMA_VERSION - 1 }, 'bookingTerms', 2, fromForm)).toBe(false)
    expect(keptTypingFits(typed('12'), 'bookingTerms', 1, fromForm)).toBe(false)
  })

  it('a form the section cannot read does not fit: fromForm throws, or the schema refuses its shape (a field missing)', () => {
    const throws = (): SiteContent['bookingTerms'] => {
      throw new TypeError('no such field')
    }
    expect(keptTypingFits(now('12'), 'bookingTerms', 2, throws)).toBe(false)
    const { payment: _payment, ...withoutPayment } = terms
    expect(keptTypingFits(now('12'), 'bookingTerms', 2, () => withoutPayment as SiteContent['bookingTerms'])).toBe(false)
  })

  it('shows what she typed as plain text, one value a line with its place, empty values left out', () => {
    expect(
      keptTypingAsText({
        heading: 'Our prices',
        nails: [
          { name: 'Gel', pounds: '25' },
          { name: '', pounds: '' },
        ],
        note: null,
      }),
    ).toBe('heading: Our prices\nnails 1 name: Gel\nnails 1 pounds: 25')
  })
})
