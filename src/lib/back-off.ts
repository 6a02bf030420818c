/** The first retry's longest wait (ms). */
const BACK_OFF_BASE_MS = 2_000

/** The longest wait between two tries (ms). */
const BACK_OFF_CAP_MS = 60_000

/**
 * How long to wait before trying again after a temporary refusal (docs/decisions.md #402): exponential back-off with
 * "equal jitter" and a cap. The `retry`-th try after the first (1, 2, 3 …) waits between half and all of
 * `min(capMs, baseMs × 2^(retry − 1))`: by default 1-2 s, 2-4 s, 4-8 s … and at most 30-60 s. The jitter keeps two
 * devices (or two photos) refused at the same moment from coming back at the same moment; the lower half keeps a retry
 * from following its refusal at once. Pure but for `random` (default Math.random).
 *
 * Fits TanStack Query's `retryDelay` as it is: `retryDelay: (failureCount) => backOffDelay(failureCount)`.
 */
export function backOffDelay(retry: number, { baseMs = BACK_OFF_BASE_MS, capMs = BACK_OFF_CAP_MS, random = Math.random } = {}): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, retry - 1))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}
