// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { firstDisplayOrder, fitInQueue, MAX_WAITING_BYTES, MAX_WAITING_PHOTOS } from '@/features/gallery/upload-queue/rules'

// The upload queue's pure rules (docs/decisions.md #292); the device store's conditional replace it relies on (#290) is
// tested in tests/unit/device-store.test.ts, and the queue itself runs against the local backend in
// tests/backend/upload-queue.test.ts.

const file = (name: string, size: number) => ({ name, size })

describe('fitInQueue', () => {
  it('takes files in picked order while the count and the bytes stay within the bounds', () => {
    const big = file('big.jpg', 30 * 1024 * 1024)
    const small = file('small.jpg', 1024)
    // 290 MiB wait already: the big one does not fit, the small one after it does.
    expect(fitInQueue([big, small], 3, 290 * 1024 * 1024)).toEqual({ fits: [small], over: [big] })
    expect(fitInQueue([small, small], MAX_WAITING_PHOTOS - 1, 0)).toEqual({ fits: [small], over: [small] })
    expect(fitInQueue([file('a.jpg', MAX_WAITING_BYTES)], 0, 0).fits).toHaveLength(1)
    expect(fitInQueue([file('a.jpg', MAX_WAITING_BYTES + 1)], 0, 0).over).toHaveLength(1)
  })
})

describe('firstDisplayOrder', () => {
  it('is the number of images loaded (docs/decisions.md #16), or past every order that waits or was given', () => {
    expect(firstDisplayOrder(5, [])).toBe(5)
    expect(firstDisplayOrder(5, [5, 6])).toBe(7)
    expect(firstDisplayOrder(9, [5, 6])).toBe(9)
  })
})
