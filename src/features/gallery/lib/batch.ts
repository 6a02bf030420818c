/**
 * A small bounded-concurrency runner for the multi-file upload (docs/decisions.md #20): each item runs
 * on its own, at most `concurrency` at a time, and one failure never stops the others.
 */

/** Outcome of one item, in input order. */
export type BatchResult<R> = { ok: true; value: R } | { ok: false; error: unknown }

/** Counts reported after every start and every finish. */
export type BatchProgress = {
  total: number
  /** Items started so far (finished or in flight). */
  started: number
  /** Items finished, successfully or not. */
  done: number
  succeeded: number
  failed: number
  /** Items running now (at most `concurrency`). */
  inFlight: number
}

export type BatchOptions<R> = {
  /** Items in flight at most; default 2. Must be an integer >= 1 (a RangeError otherwise). */
  concurrency?: number
  /** Called with the counts after each start and finish (`index` is the item's position in the input). */
  onProgress?: (progress: BatchProgress, event: { index: number; result?: BatchResult<R> }) => void
}

/**
 * Runs `worker` on every item, starting them in input order with at most `concurrency` in flight, and
 * resolves (never rejects) with one BatchResult per item, in input order. A worker that throws (or
 * returns a rejected promise) gives `{ ok: false, error }` and the remaining items still run. An error
 * thrown by `onProgress` is not caught.
 */
export async function runBatch<T, R>(
  items: readonly T[],
  worker: (item: T, index: number) => Promise<R>,
  { concurrency = 2, onProgress }: BatchOptions<R> = {},
): Promise<BatchResult<R>[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be an integer >= 1, got ${concurrency}`)
  const results = new Array<BatchResult<R>>(items.length)
  const progress: BatchProgress = { total: items.length, started: 0, done: 0, succeeded: 0, failed: 0, inFlight: 0 }
  let next = 0

  async function lane(): Promise<void> {
    while (next < items.length) {
      const index = next++
      progress.started++
      progress.inFlight++
      onProgress?.({ ...progress }, { index })
      let result: BatchResult<R>
      try {
        result = { ok: true, value: await worker(items[index] as T, index) }
      } catch (error) {
        result = { ok: false, error }
      }
      results[index] = result
      progress.inFlight--
      progress.done++
      if (result.ok) progress.succeeded++
      else progress.failed++
      onProgress?.({ ...progress }, { index, result })
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane))
  return results
}
