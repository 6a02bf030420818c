/** The reason of a failure as the owner reads it in a toast (docs/product.md §8). Pure. */

/** Description of a failure toast when the error carries no message (docs/product.md §8). */
const UNKNOWN_ERROR = 'Unknown error'

/** The message of any thrown value, or UNKNOWN_ERROR: errors from supabase-js, zod and the browser all carry `message`. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message
  }
  return UNKNOWN_ERROR
}

/**
 * True when `error` says the request got no answer, or the browser is offline: fetch's TypeError ("Failed to fetch" in
 * Chromium, "Load failed" in Safari, "NetworkError…" in Firefox) or a request ended by its time limit (`TimeoutError`:
 * the app client's RequestTimeoutError, src/lib/supabase/time-limit.ts, or `AbortSignal.timeout`'s), as thrown, as
 * supabase-js's PostgREST client returns it (`{ message: 'TypeError: Failed to fetch', code: '' }`,
 * `{ message: 'TimeoutError: No answer…', code: '' }`), as Storage wraps it (StorageUnknownError) and as GoTrue's client
 * does (AuthRetryableFetchError). What such a request did on the backend's side cannot be known (it may have arrived),
 * so the same request may be sent again once the connection is back only where sending it twice is safe
 * (docs/decisions.md #243, #400).
 */
export function isConnectionError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  if (isFetchFailure(error)) return true
  if (typeof error !== 'object' || error === null) return false
  const e = error as { name?: unknown; message?: unknown; code?: unknown; originalError?: unknown }
  if (e.name === 'AuthRetryableFetchError') return true
  if (e.name === 'StorageUnknownError') return isFetchFailure(e.originalError)
  return (
    e.code === '' &&
    typeof e.message === 'string' &&
    (TIMED_OUT.test(e.message) || (FETCH_ERROR.test(e.message) && FETCH_FAILURE.test(e.message)))
  )
}

/** fetch's network failure messages: Chromium's, Safari's, Firefox's, Node's (undici). */
const FETCH_FAILURE = /failed to fetch|load failed|networkerror|fetch failed/i

/** How supabase-js's PostgREST client starts the message of a fetch that threw: the error's name, then its message. */
const FETCH_ERROR = /^(TypeError|FetchError)\b/
const TIMED_OUT = /^TimeoutError\b/

/**
 * fetch's own failure for a request that got no answer: its TypeError (not any TypeError: a bug in our code is not a
 * lost connection), or a time limit's TimeoutError.
 */
function isFetchFailure(error: unknown): boolean {
  if (error instanceof TypeError) return FETCH_FAILURE.test(error.message)
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError'
}

/**
 * True for an HTTP status that says "not now" rather than "no" (docs/decisions.md #402): 408 Request Timeout, 429 Too
 * Many Requests and every 5xx. The same request may succeed later, unchanged.
 */
function isTemporaryStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status <= 599)
}

/**
 * True when `error` is an answer with a temporary status (isTemporaryStatus): Storage's errors carry it as `status`
 * (the HTTP status, a number) and `statusCode` (Storage's own, a string); the app's PostgREST calls attach the
 * response's `status` to the error they throw (src/features/gallery/api/upload-gallery-images.ts `refusal`).
 */
export function isTemporaryRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
  return [status, statusCode].some((value) => (typeof value === 'number' || typeof value === 'string') && isTemporaryStatus(Number(value)))
}
