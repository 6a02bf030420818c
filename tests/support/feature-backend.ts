import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { nodeRealtime } from '../../scripts/lib/node-client'
import { createSupabaseClient, setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase/client'
import type { Database } from '@/lib/supabase/database.types'
import { parseSiteContent } from '@/demo/site-content'
import type { SiteContent } from '@/lib/site-content/schema'
import { BACKEND_START_TIMEOUT_MS, LOCAL_ADMIN, startTestBackend, type TestBackend, type TestBackendOptions } from './backend'
import { renderRoute } from './render'

/**
 * A feature test's backend (docs/testing.md "Tests against the backend"): the one harness's backend
 * (tests/support/backend.ts `startTestBackend`, the worker's, reset; in a worker thread, since feature tests run in
 * jsdom) with the app's real supabase-js client aimed at it. No mock of the client: requests go over HTTP to the
 * backend. Any request to another address fails the test (docs/architecture.md, "unhandled requests fail").
 */
export type FeatureBackend = Pick<TestBackend, 'url' | 'anonKey' | 'serviceRoleKey'> & {
  /** Unexpected requests seen so far (method + URL). */
  unhandledRequests: string[]
  /** The app's client for this backend, installed as the app's shared client for the whole file. */
  client: AppSupabaseClient
  /** Installs a new app client aimed at `url` (default: this backend), e.g. an unreachable address. */
  installAppClient(url?: string): AppSupabaseClient
  /** A service-role client for arranging data (bypasses RLS). */
  admin: SupabaseClient<Database>
  /** Creates a confirmed user through a throwaway anon client (the app's session is untouched). */
  createUser(email: string, password: string): Promise<void>
  /**
   * Resolves once every request the app has started, and any it starts in answer (a mutation's reads of the lists
   * again), has ended: for asserting that something did not happen only after it would have.
   */
  requestsSettled(): Promise<void>
  /** Releases (or stops) the backend, removes the app's client and restores fetch. */
  dispose(): Promise<void>
}

/** Files of the static host, not the backend, that the app reads. */
const STATIC_HOST_FILES = new Set(['/version.json', '/route-chunks.json'])

/** Aims the app at `backend`: its fetch guarded, its client installed (the app's module-wide one), admin and user helpers. */
function connectApp(backend: TestBackend): FeatureBackend {
  const unhandledRequests: string[] = []
  let inFlight = 0
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    // The static host's files that a build writes (/version.json, docs/site-content.md; /route-chunks.json, read by
    // /admin's preview, docs/decisions.md #244): there is no build in these tests, so they are absent, as on the dev server.
    if (STATIC_HOST_FILES.has(new URL(url, 'http://localhost').pathname)) return new Response('Not found', { status: 404 })
    if (!url.startsWith(`${backend.url}/`)) {
      unhandledRequests.push(`${init?.method ?? 'GET'} ${url}`)
      throw new TypeError(`Unhandled request in test: ${url}`)
    }
    inFlight++
    try {
      return await realFetch(input, init)
    } finally {
      inFlight--
    }
  }
  const requestsSettled = async () => {
    // A click's handlers start their requests within promise callbacks: after one turn of the event loop they have.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await waitFor(() => expect(inFlight, 'requests in flight').toBe(0), { timeout: 10_000 })
  }

  const clients: AppSupabaseClient[] = []
  const installAppClient = (url = backend.url) => {
    const client = createSupabaseClient(url, backend.anonKey, { realtimeTransport: nodeRealtime.transport })
    clients.push(client)
    setSupabaseClient(client)
    return client
  }
  const client = installAppClient()
  // Own storage keys: jsdom has one localStorage, shared with the app's client.
  const admin = createClient<Database>(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'test-service-role' },
    realtime: nodeRealtime,
  })

  const createUser = async (email: string, password: string) => {
    const anon = createClient<Database>(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, storageKey: 'test-throwaway' },
      realtime: nodeRealtime,
    })
    const { error } = await anon.auth.signUp({ email, password })
    if (error) throw error
  }

  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    unhandledRequests,
    client,
    installAppClient,
    admin,
    createUser,
    requestsSettled,
    async dispose() {
      for (const client of clients) await client.auth.stopAutoRefresh()
      setSupabaseClient(undefined)
      globalThis.fetch = realFetch
      await backend.dispose()
    },
  }
}

/**
 * Registers a feature file's lifecycle: its backend before the tests (`startTestBackend(options)`: the worker's, reset,
 * or with options one of its own), unhandled requests fail each test, `afterEachTest` (clearing toasts...) after each;
 * the backend released after them. Returns a getter for the backend.
 */
export function setUpFeatureBackend(afterEachTest: () => Promise<void>, options?: TestBackendOptions): () => FeatureBackend {
  let backend: FeatureBackend | undefined
  beforeAll(async () => {
    backend = connectApp(await startTestBackend(options))
  }, BACKEND_START_TIMEOUT_MS)
  afterAll(() => backend?.dispose())
  afterEach(async () => {
    expect(backend?.unhandledRequests).toEqual([])
    await afterEachTest()
  })
  return () => {
    if (!backend) throw new Error('The local backend did not start')
    return backend
  }
}

/**
 * Puts `handle` in front of the global fetch: it gets each request's URL (as given: absolute, or a path such as the
 * preview's /route-chunks.json) and `pass`, which sends the request on, and answers it. Returns the function that puts
 * the previous fetch back. The one wrapper under the helpers below.
 */
function interceptFetch(handle: (url: string, pass: () => Promise<Response>) => Promise<Response>): () => void {
  const fetchBefore = globalThis.fetch
  globalThis.fetch = (input, init) => handle(input instanceof Request ? input.url : String(input), () => fetchBefore(input, init))
  return () => void (globalThis.fetch = fetchBefore)
}

/**
 * Holds every request whose URL contains `urlPart` until `release()` is called, so a test can see
 * the busy state; `restore()` puts the previous fetch back.
 */
export function holdRequests(urlPart: string): { release(): void; restore(): void } {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const restore = interceptFetch(async (url, pass) => {
    if (url.includes(urlPart)) await held
    return pass()
  })
  return { release, restore }
}

/**
 * Records every request the app makes from now on, as its path and query (`/rest/v1/user_roles?select=role&...`), in
 * `urls`, and passes it on; `restore()` puts the previous fetch back. For asserting how often something was read.
 */
export function recordRequests(): { urls: string[]; restore(): void } {
  const urls: string[] = []
  const restore = interceptFetch((url, pass) => {
    const { pathname, search } = new URL(url, 'http://localhost')
    urls.push(pathname + search)
    return pass()
  })
  return { urls, restore }
}

/**
 * Answers every request whose URL contains `urlPart` with `status` and the JSON `body`, as a backend that refuses it
 * would, so a test can see the app's error path; other requests go on. `restore()` puts the previous fetch back.
 */
export function refuseRequests(urlPart: string, status: number, body: object): { restore(): void } {
  const restore = interceptFetch(async (url, pass) =>
    url.includes(urlPart) ? new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }) : pass(),
  )
  return { restore }
}

/** Signs the app's client in as the seeded local admin; throws the auth error if the backend refuses. */
export async function signInAsLocalAdmin(backend: FeatureBackend): Promise<void> {
  const { error } = await backend.client.auth.signInWithPassword(LOCAL_ADMIN)
  if (error) throw error
}

/**
 * Opens `path` (/admin or one of its sections) as she does: signs the app in as the seeded local admin, then renders
 * the route. Returns a userEvent session for her taps and typing; throws the auth error if the backend refuses.
 */
export async function openAsLocalAdmin(backend: FeatureBackend, path: Parameters<typeof renderRoute>[0]): Promise<UserEvent> {
  await signInAsLocalAdmin(backend)
  const user = userEvent.setup()
  renderRoute(path)
  return user
}

/** The saved draft, read with the service role and upgraded as the app reads it (docs/site-content.md); throws on error. */
export async function savedDraftOf(backend: FeatureBackend): Promise<SiteContent> {
  const { data, error } = await backend.admin.from('site_content_draft').select('content').eq('id', 1).single()
  if (error) throw error
  return parseSiteContent(data.content, 'The draft')
}
