// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { runBatch, type BatchProgress } from '@/features/gallery/lib/batch'

/** A promise with its resolve/reject exposed, so the test decides when each item finishes. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('runBatch (docs/decisions.md #20)', () => {
  test('runs at most 2 at a time by default, starting the next as soon as one finishes', async () => {
    const gates = [0, 1, 2, 3, 4].map(() => deferred<string>())
    const started: number[] = []
    let inFlight = 0
    let maxInFlight = 0
    const run = runBatch([0, 1, 2, 3, 4], async (item) => {
      started.push(item)
      inFlight++
      maxInFlight = Math.max(maxInFlight, inFlight)
      try {
        return await gates[item].promise
      } finally {
        inFlight--
      }
    })
    await tick()
    expect(started).toEqual([0, 1])
    gates[1].resolve('b')
    await tick()
    expect(started).toEqual([0, 1, 2])
    gates[0].resolve('a')
    gates[2].resolve('c')
    await tick()
    expect(started).toEqual([0, 1, 2, 3, 4])
    gates[4].resolve('e')
    gates[3].resolve('d')
    expect(await run).toEqual(['a', 'b', 'c', 'd', 'e'].map((value) => ({ ok: true, value })))
    expect(maxInFlight).toBe(2)
  })

  test('one failure does not stop the others; results stay in input order', async () => {
    const boom = new Error('not an image')
    const results = await runBatch(['a.jpg', 'b.svg', 'c.png'], async (name) => {
      if (name.endsWith('.svg')) throw boom
      await tick()
      return name.toUpperCase()
    })
    expect(results).toEqual([
      { ok: true, value: 'A.JPG' },
      { ok: false, error: boom },
      { ok: true, value: 'C.PNG' },
    ])
  })

  test('reports progress after every start and finish', async () => {
    const seen: BatchProgress[] = []
    await runBatch(
      [1, 2, 3],
      async (n) => {
        if (n === 2) throw new Error('x')
        return n
      },
      { concurrency: 1, onProgress: (progress) => seen.push(progress) },
    )
    expect(seen).toHaveLength(6)
    expect(seen.at(-1)).toEqual({ total: 3, started: 3, done: 3, succeeded: 2, failed: 1, inFlight: 0 })
    expect(seen.every((p) => p.inFlight <= 1)).toBe(true)
  })

  test('honours another concurrency, resolves at once for no items and refuses a concurrency below 1', async () => {
    let inFlight = 0
    let maxInFlight = 0
    await runBatch(
      [1, 2, 3, 4, 5, 6],
      async () => {
        maxInFlight = Math.max(maxInFlight, ++inFlight)
        await tick()
        inFlight--
      },
      { concurrency: 3 },
    )
    expect(maxInFlight).toBe(3)
    expect(await runBatch([], async () => 1)).toEqual([])
    await expect(runBatch([1], async () => 1, { concurrency: 0 })).rejects.toThrow(RangeError)
  })
})
