/** The reason of a failure as the owner reads it in a toast (docs/product.md §8). Pure. */

/** Description of a failure toast when the error carries no message (docs/product.md §8). */
export const UNKNOWN_ERROR = 'Unknown error'

/** The message of any thrown value, or UNKNOWN_ERROR: errors from supabase-js, zod and the browser all carry `message`. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message
  }
  return UNKNOWN_ERROR
}

/**
 * True when `error` says the request never reached the backend, or the browser is offline: fetch's TypeError ("Failed
 * to fetch" in Chromium, "Load failed" in Safari, "NetworkError…" in Firefox) as thrown, as supabase-js's PostgREST
 * client returns it (`{ message: 'TypeError: Failed to fetch', code: '' }`), as Storage wraps it
 * (StorageUnknownError) and as GoTrue's client does (AuthRetryableFetchError). Such a failure changed nothing on the
 * backend's side that the caller can see, and the same request may be sent again once the connection is back
 * (docs/decisions.md #243).
 */
export function isConnectionError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  if (isFetchFailure(error)) return true
  if (typeof error !== 'object' || error === null) return false
  const e = error as { name?: unknown; message?: unknown; code?: unknown; originalError?: unknown }
  if (e.name === 'AuthRetryableFetchError') return true
  if (e.name === 'StorageUnknownError') return isFetchFailure(e.originalError)
  return e.code === '' && typeof e.message === 'string' && /^(TypeError|FetchError)\b/.test(e.message) && FETCH_FAILURE.test(e.message)
}

/** fetch's network failure messages: Chromium's, Safari's, Firefox's, Node's (undici). */
const FETCH_FAILURE = /failed to fetch|load failed|networkerror|fetch failed/i

/** fetch's own TypeError for a request that got no response (not any TypeError: a bug in our code is not a lost connection). */
function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && FETCH_FAILURE.test(error.message)
}
