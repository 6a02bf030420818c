// @vitest-environment node -- the app's client as Node has it (no XMLHttpRequest: an upload is a fetch with the upload's limit)
/**
 * Every request of the app's client has a time limit (src/lib/supabase/time-limit.ts, docs/decisions.md #400): the
 * app's own createSupabaseClient over a fetch that never answers. A read, a save (an RPC), a sign-in and an upload each
 * end at their limit, not before, as a lost connection does (isConnectionError), without supabase-js sending them again
 * by itself; a body that stops halfway ends too; the caller's own abort stays an abort. Also: which answers are
 * temporary (isTemporaryRefusal) and the back-off between tries.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nodeRealtime } from '../../scripts/lib/node-client'
import { backOffDelay } from '@/lib/back-off'
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/lib/backend-defaults'
import { isConnectionError, isTemporaryRefusal } from '@/lib/error-message'
import { createSupabaseClient } from '@/lib/supabase/client'
import { REQUEST_TIME_LIMIT_MS, RequestTimeoutError, UPLOAD_STALL_LIMIT_MS, withTimeLimits } from '@/lib/supabase/time-limit'

/** A fetch that never answers (and ignores its signal, as a stuck network layer may), counting its calls. */
function neverAnswers() {
  const calls: string[] = []
  const fetch = vi.fn((input: RequestInfo | URL) => {
    calls.push(String(input))
    return new Promise<Response>(() => undefined)
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

/** Whether `promise` has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await vi.advanceTimersByTimeAsync(0)
  return done
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the app client over a network that never answers', () => {
  const client = (fetch: typeof globalThis.fetch) =>
    createSupabaseClient(LOCAL_SUPABASE_URL, LOCAL_SUPABASE_ANON_KEY, { fetch, realtimeTransport: nodeRealtime.transport })

  it(`a read ends at ${REQUEST_TIME_LIMIT_MS / 1000} s as no connection, once (not sent again by supabase-js)`, async () => {
    const never = neverAnswers()
    const read = client(never.fetch).from('gallery_images').select('id')
    const result = Promise.resolve(read)
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS - 1)
    expect(await settled(result)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const { error } = await result
    expect(error).toMatchObject({ message: `TimeoutError: No answer from the server within ${REQUEST_TIME_LIMIT_MS / 1000} s`, code: '' })
    expect(isConnectionError(error)).toBe(true)
    // Another minute: supabase-js's PostgREST client did not send it again (it would, three times, after a TypeError).
    await vi.advanceTimersByTimeAsync(60_000)
    expect(never.calls).toHaveLength(1)
  })

  it('a save (an RPC) and a sign-in end at the same limit, as no connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // GoTrue's client logs the failed fetch
    const never = neverAnswers()
    const app = client(never.fetch)
    const save = Promise.resolve(app.rpc('save_site_draft' as never, {} as never))
    const signIn = app.auth.signInWithPassword({ email: 'owner@example.com', password: 'secret-password' })
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS)
    const [saved, signedIn] = await Promise.all([save, signIn])
    expect(isConnectionError(saved.error)).toBe(true)
    expect(signedIn.error).toMatchObject({ name: 'AuthRetryableFetchError' })
    expect(isConnectionError(signedIn.error)).toBe(true)
  })

  it(`an upload gets ${UPLOAD_STALL_LIMIT_MS / 1000} s, then ends as no connection`, async () => {
    const never = neverAnswers()
    const upload = client(never.fetch)
      .storage.from('gallery-images')
      .upload('nails/x.webp', new Blob([new Uint8Array(10)], { type: 'image/webp' }))
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS)
    expect(await settled(upload)).toBe(false)
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_LIMIT_MS - REQUEST_TIME_LIMIT_MS)
    const { error } = await upload
    expect(error).toMatchObject({ name: 'StorageUnknownError' })
    expect(isConnectionError(error)).toBe(true)
  })
})

describe('withTimeLimits', () => {
  it('an answer whose body stops halfway ends at the limit too', async () => {
    // As fetch does, the body errors with the signal's reason when the request is aborted.
    const halfway = ((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('[{"id":'))
              init?.signal?.addEventListener('abort', () => controller.error(init.signal!.reason))
            },
          }),
          { status: 200 },
        ),
      )) as typeof fetch
    const response = await withTimeLimits(halfway)('http://127.0.0.1:9/rest/v1/x')
    const body = response.text()
    body.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(REQUEST_TIME_LIMIT_MS)
    await expect(body).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it("an answer in time is the answer, and the caller's own abort stays an abort", async () => {
    const answers = (() => Promise.resolve(Response.json([{ id: 1 }]))) as typeof fetch
    expect(await (await withTimeLimits(answers)('http://127.0.0.1:9/x')).json()).toEqual([{ id: 1 }])

    const caller = new AbortController()
    const aborting = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
      )) as typeof fetch
    const request = withTimeLimits(aborting)('http://127.0.0.1:9/x', { signal: caller.signal })
    caller.abort(new DOMException('She left', 'AbortError'))
    const error = await request.catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'AbortError' })
    expect(isConnectionError(error)).toBe(false)
  })
})

describe('isConnectionError and isTemporaryRefusal', () => {
  it.each([
    ['our time limit', new RequestTimeoutError(15_000), true, false],
    ["AbortSignal.timeout's", new DOMException('signal timed out', 'TimeoutError'), true, false],
    [
      'our time limit through Storage',
      Object.assign(new Error('x'), { name: 'StorageUnknownError', originalError: new RequestTimeoutError(30_000, 'progress') }),
      true,
      false,
    ],
    [
      'Storage 503',
      Object.assign(new Error('Service Unavailable'), { name: 'StorageApiError', status: 503, statusCode: '503' }),
      false,
      true,
    ],
    [
      'Storage 429',
      Object.assign(new Error('Too Many Requests'), { name: 'StorageApiError', status: 429, statusCode: '429' }),
      false,
      true,
    ],
    [
      'Storage 408 (its code in the body)',
      Object.assign(new Error('Request timeout'), { name: 'StorageApiError', status: 400, statusCode: '408' }),
      false,
      true,
    ],
    [
      'PostgREST 503 with its status',
      { message: 'Could not query the database for the schema cache', code: 'PGRST002', status: 503 },
      false,
      true,
    ],
    [
      'Storage 409 (already exists)',
      Object.assign(new Error('The resource already exists'), { name: 'StorageApiError', status: 400, statusCode: '409' }),
      false,
      false,
    ],
    ['PostgREST 403', { message: 'new row violates row-level security policy', code: '42501', status: 403 }, false, false],
    ['a cancelled request', new DOMException('aborted', 'AbortError'), false, false],
  ])('%s', (_label, error, connection, temporary) => {
    expect([isConnectionError(error), isTemporaryRefusal(error)]).toEqual([connection, temporary])
  })
})

describe('backOffDelay', () => {
  it('doubles from 1-2 s, with jitter between half and all of it, up to 30-60 s', () => {
    const low = (retry: number) => backOffDelay(retry, { random: () => 0 })
    const high = (retry: number) => backOffDelay(retry, { random: () => 1 })
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(low)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(high)).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000])
    expect(backOffDelay(2, { random: () => 0.5 })).toBe(3000)
  })
})
