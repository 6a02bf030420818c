/**
 * The time limits of every request the app's supabase-js client makes (docs/decisions.md #400), set once in
 * src/lib/supabase/client.ts: a phone on a weak signal hangs more often than it fails, and a request that never answers
 * must end as a lost connection does, so that what waits on it (her typing, her photos) waits for the connection, not
 * forever.
 *
 * - A save or a read (GoTrue, PostgREST, a Storage call without a file): the answer, body included, within
 *   REQUEST_TIME_LIMIT_MS.
 * - An upload (a POST or PUT with a file: Storage's uploads): no progress for UPLOAD_STALL_LIMIT_MS. fetch cannot report
 *   an upload's progress, so in a browser an upload goes through XMLHttpRequest, whose progress events restart the
 *   clock (as Uppy's XHR upload `timeout` does); where there is no XMLHttpRequest (Node), the whole upload gets that long.
 *
 * Either limit ends the request with a {@link RequestTimeoutError}, which `isConnectionError` (src/lib/error-message.ts)
 * counts as no connection, however supabase-js wraps it.
 */

/** How long a save or a read may take, answer included (ms). */
export const REQUEST_TIME_LIMIT_MS = 15_000

/** How long an upload may make no progress, sending or receiving (ms). */
export const UPLOAD_STALL_LIMIT_MS = 30_000

/**
 * A request ended by its time limit. Named `TimeoutError`, as the platform names the rejection of `AbortSignal.timeout`.
 * Its `code` 'ABORT_ERR' is what supabase-js's PostgREST client reads as an abort (its own `db.timeout` aborts so):
 * it then neither sends a read again by itself, three times over, nor waits between: a hung read is given up after one
 * limit, and the caller decides what comes next.
 */
export class RequestTimeoutError extends Error {
  override name = 'TimeoutError'
  readonly code = 'ABORT_ERR'

  constructor(
    /** The limit that was reached (ms). */
    readonly limitMs: number,
    /** `answer`: no whole answer in time; `progress`: an upload made no progress for that long. */
    readonly kind: 'answer' | 'progress' = 'answer',
  ) {
    super(
      kind === 'answer' ? `No answer from the server within ${limitMs / 1000} s` : `The upload made no progress for ${limitMs / 1000} s`,
    )
  }
}

/** True for a request that sends a file: a POST or PUT whose body is a Blob, FormData or bytes. */
function isUpload(init: RequestInit | undefined): boolean {
  const method = init?.method?.toUpperCase()
  if (method !== 'POST' && method !== 'PUT') return false
  const body = init?.body
  return body instanceof Blob || body instanceof FormData || body instanceof ArrayBuffer || ArrayBuffer.isView(body)
}

/**
 * `fetchImpl` with the time limits (docs/decisions.md #400): every request ends within {@link REQUEST_TIME_LIMIT_MS} (an
 * upload, {@link UPLOAD_STALL_LIMIT_MS} without progress) or rejects with a {@link RequestTimeoutError}. A caller's own
 * `signal` still aborts it. `fetchImpl` is looked up at each request (default: the global fetch, which a test may
 * replace).
 */
export function withTimeLimits(fetchImpl?: typeof fetch): typeof fetch {
  const base: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init))
  return (input, init) => {
    if (!isUpload(init)) return timedFetch(base, input, init, REQUEST_TIME_LIMIT_MS)
    if (typeof XMLHttpRequest !== 'undefined' && !(input instanceof Request))
      return uploadWithProgress(String(input), init!, UPLOAD_STALL_LIMIT_MS)
    return timedFetch(base, input, init, UPLOAD_STALL_LIMIT_MS)
  }
}

/**
 * One fetch that must end, answer and body, within `limitMs`: at the limit its signal aborts (which errors a body
 * still being read with the RequestTimeoutError) and a call still waiting for the answer rejects with it, even where
 * `base` ignores the signal.
 */
async function timedFetch(base: typeof fetch, input: RequestInfo | URL, init: RequestInit | undefined, limitMs: number): Promise<Response> {
  const controller = new AbortController()
  const timeout = new RequestTimeoutError(limitMs)
  const unlink = follow(init?.signal, controller)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeout)
      unlink()
      reject(timeout)
    }, limitMs)
  })
  timedOut.catch(() => undefined)
  try {
    const response = await Promise.race([base(input, { ...init, signal: controller.signal }), timedOut])
    // The limit goes on for the body: at the limit the abort errors a body still being read, and does nothing to one
    // read already. The response is handed on as it came (wrapping its body delays every read by a few tasks, enough to
    // reorder a refetch against a mutation's optimistic update).
    if (!response.body) {
      clearTimeout(timer)
      unlink()
    }
    return response
  } catch (error) {
    clearTimeout(timer)
    unlink()
    throw controller.signal.reason === timeout ? timeout : error
  }
}

/** Aborts `controller` when `signal` does (with its reason); returns the function that stops following it. */
function follow(signal: AbortSignal | null | undefined, controller: AbortController): () => void {
  if (!signal) return () => undefined
  if (signal.aborted) controller.abort(signal.reason)
  const onAbort = () => controller.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  return () => signal.removeEventListener('abort', onAbort)
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/**
 * An upload through XMLHttpRequest, answered as fetch would answer it: a Response, a TypeError('Failed to fetch') when
 * no answer came, the signal's reason when it aborts, and a RequestTimeoutError (kind `progress`) when neither the
 * upload nor the answer made progress for `stallMs`.
 */
function uploadWithProgress(url: string, init: RequestInit, stallMs: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let timer: ReturnType<typeof setTimeout> | undefined
    const signal = init.signal
    const onAbort = () => {
      xhr.abort()
      // fetch rejects with the signal's reason, whatever it is.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      finish(() => reject(signal?.reason ?? new DOMException('The request was aborted', 'AbortError')))
    }
    function finish(settle: () => void) {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const progressed = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        xhr.abort()
        finish(() => reject(new RequestTimeoutError(stallMs, 'progress')))
      }, stallMs)
    }
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    xhr.open(init.method ?? 'POST', url)
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.responseType = 'arraybuffer'
    xhr.upload.addEventListener('progress', progressed)
    xhr.addEventListener('progress', progressed)
    xhr.addEventListener('load', () =>
      finish(() =>
        resolve(
          new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        ),
      ),
    )
    xhr.addEventListener('error', () => finish(() => reject(new TypeError('Failed to fetch'))))
    progressed()
    xhr.send(init.body as XMLHttpRequestBodyInit)
  })
}

/** The headers of `getAllResponseHeaders()` (`name: value` lines). */
function responseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}
