import { describe, expect, it, vi } from 'vitest'
import { readSeenFlag, SEEN_FLAG_KEY, writeSeenFlag } from '@/features/welcome-offer/storage'

describe('welcome-offer seen flag (docs/product.md §3 browser storage)', () => {
  it('is unset by default and set after writing', () => {
    expect(readSeenFlag()).toBe(false)
    writeSeenFlag()
    expect(localStorage.getItem('ij_voucher_seen_v1')).toBe('1')
    expect(readSeenFlag()).toBe(true)
  })

  it.each([
    ['1', true],
    ['true', true],
    ['false', false],
    ['0', false],
    ['', false],
  ])('reads the stored value %j as %s', (value, expected) => {
    localStorage.setItem(SEEN_FLAG_KEY, value)
    expect(readSeenFlag()).toBe(expected)
  })

  it('treats unavailable storage as unset and never throws', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied)
    expect(readSeenFlag()).toBe(false)
    expect(() => writeSeenFlag()).not.toThrow()
  })

  it('treats a missing localStorage property (blocked by the browser) as unset', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    try {
      expect(readSeenFlag()).toBe(false)
      expect(() => writeSeenFlag()).not.toThrow()
    } finally {
      // Restore now: the shared afterEach clears localStorage before Vitest restores mocks.
      blocked.mockRestore()
    }
  })
})
