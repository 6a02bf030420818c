import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths, publicPaths } from '@/config/paths'
import { countPageView, sendVisit, startTapCounting } from '@/features/visits/send'
import { sessionKeyFor } from '@/lib/supabase/session-key'
import { countingAllowed, NOT_FOUND_VISIT_PATH, tapKind, visitBody, visitPath } from '@/lib/visits'

/** Visits (docs/visits.md): the payload, the known-path mapping, the GPC/DNT/bot/owner rules and what is sent. */

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const visitor = { userAgent: PHONE, signedIn: false }

describe('visitPath', () => {
  it.each(publicPaths)('counts the public route %s as itself, with or without a trailing slash', (path) => {
    expect(visitPath(path)).toBe(path)
    expect(visitPath(`${path}/`)).toBe(path)
  })

  it.each(['/nope', '/pricing/extra', '/index.html', '/%2e%2e', '/PRICING'])('counts %s as the 404 page', (path) => {
    expect(visitPath(path)).toBe(NOT_FOUND_VISIT_PATH)
  })

  it.each(['/auth', '/admin', '/admin/', '/admin/preview', '/auth/confirm'])('never counts the owner screen %s', (path) => {
    expect(visitPath(path)).toBeNull()
  })

  it('a path that only starts like an owner screen is the 404 page', () => {
    expect(visitPath(`${paths.admin.path}istrator`)).toBe(NOT_FOUND_VISIT_PATH)
  })
})

describe('visitBody', () => {
  it('is the RPC arguments as compact JSON', () => {
    expect(visitBody('/pricing', 'pageview')).toBe('{"path":"/pricing","kind":"pageview"}')
    expect(JSON.parse(visitBody('/', 'book'))).toEqual({ path: '/', kind: 'book' })
  })
})

describe('tapKind', () => {
  const booking = 'https://booking.example.com/ij-nails-and-lashes'
  it('knows Book Now by the booking page’s origin and path, whatever its query', () => {
    expect(tapKind(booking, booking)).toBe('book')
    expect(tapKind(`${booking}/?utm=x#top`, booking)).toBe('book')
    expect(tapKind('https://booking.example.com/someone-else', booking)).toBeNull()
    expect(tapKind('http://booking.example.com/ij-nails-and-lashes', booking)).toBeNull()
  })
  it('knows WhatsApp links', () => {
    expect(tapKind('https://wa.me/447700900123?text=Hi', booking)).toBe('whatsapp')
    expect(tapKind('https://api.whatsapp.com/send?phone=447700900123', booking)).toBe('whatsapp')
  })
  it('ignores every other link and junk', () => {
    expect(tapKind('https://www.instagram.com/x', booking)).toBeNull()
    expect(tapKind('mailto:a@example.com', booking)).toBeNull()
    expect(tapKind('not a url', booking)).toBeNull()
    expect(tapKind('https://wa.me/1', 'not a url')).toBe('whatsapp')
  })
})

describe('countingAllowed', () => {
  it('counts an ordinary visitor', () => {
    expect(countingAllowed(visitor)).toBe(true)
  })
  it('counts nothing with Global Privacy Control', () => {
    expect(countingAllowed({ ...visitor, globalPrivacyControl: true })).toBe(false)
    expect(countingAllowed({ ...visitor, globalPrivacyControl: false })).toBe(true)
  })
  it('counts nothing with Do Not Track', () => {
    expect(countingAllowed({ ...visitor, doNotTrack: '1' })).toBe(false)
    expect(countingAllowed({ ...visitor, doNotTrack: 'yes' })).toBe(false)
    expect(countingAllowed({ ...visitor, doNotTrack: '0' })).toBe(true)
    expect(countingAllowed({ ...visitor, doNotTrack: null })).toBe(true)
  })
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    'curl/8.5.0',
  ])('counts nothing for the bot %s', (userAgent) => {
    expect(countingAllowed({ ...visitor, userAgent })).toBe(false)
  })
  it('counts nothing for the signed-in owner', () => {
    expect(countingAllowed({ ...visitor, signedIn: true })).toBe(false)
  })
})

describe('sessionKeyFor', () => {
  it('is supabase-js’s default storage key', () => {
    expect(sessionKeyFor('http://127.0.0.1:54321')).toBe('sb-127-auth-token')
    expect(sessionKeyFor('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token')
  })
})

describe('sending', () => {
  const fetchMock = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(null, { status: 204 })))
  let userAgent: ReturnType<typeof vi.spyOn>

  beforeEach(() => {
    fetchMock.mockClear()
    vi.stubGlobal('fetch', fetchMock)
    userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE)
    localStorage.clear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    userAgent.mockRestore()
    localStorage.clear()
  })

  it('POSTs the payload to record_visit with the anon key, keepalive and no credentials', () => {
    sendVisit('/pricing', 'book')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toMatch(/\/rest\/v1\/rpc\/record_visit$/)
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', body: '{"path":"/pricing","kind":"book"}' })
    expect(Object.keys(init.headers as Record<string, string>).sort()).toEqual(['apikey', 'content-type'])
  })

  it('retries once without keepalive when the browser refuses it', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.reject(new TypeError('Preflight request for request with keepalive specified is currently not supported')),
    )
    sendVisit('/', 'pageview')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].keepalive).toBe(false)
  })

  it('sends nothing for the signed-in owner, and writes nothing to storage', () => {
    localStorage.setItem(sessionKeyFor('http://127.0.0.1:54321'), '{}')
    sendVisit('/', 'pageview')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(Object.keys(localStorage)).toEqual(['sb-127-auth-token'])
  })

  it('counts a page view once per history entry, and never an owner screen', () => {
    countPageView('entry-1', '/pricing')
    countPageView('entry-1', '/pricing')
    countPageView('entry-2', '/admin')
    countPageView('entry-3', '/no-such-page')
    const bodies = fetchMock.mock.calls.map((c) => (c[1] as RequestInit).body)
    expect(bodies).toEqual(['{"path":"/pricing","kind":"pageview"}', '{"path":"/404","kind":"pageview"}'])
    expect(sessionStorage.length).toBe(0)
  })

  it('counts a click on a WhatsApp link without delaying or cancelling it', () => {
    startTapCounting()
    const link = document.createElement('a')
    link.href = 'https://wa.me/447700900123?text=Hi'
    link.target = '_blank'
    link.append(document.createElement('span'))
    document.body.append(link)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.querySelector('span')!.dispatchEvent(click)
    link.remove()
    expect(click.defaultPrevented).toBe(false)
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe('{"path":"/","kind":"whatsapp"}')
  })
})
