import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { createSupabaseClient, setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase/client'
import type { Database } from '@/lib/supabase/database.types'
import { parseSiteContent } from '@/content/site-content-upgrade'
import type { SiteContent } from '@/lib/site-content/schema'
import { BACKEND_START_TIMEOUT_MS, LOCAL_ADMIN, spawnTestBackend, type SpawnedBackend } from '../../support/backend'

/**
 * The app's side of the shared backend harness (tests/support/backend.ts) for feature tests: a real
 * local backend per file in a child process, and the app's real supabase-js client aimed at it. No
 * mock of the client: requests go over HTTP to the backend. Any request to another address fails the
 * test (docs/architecture.md, "unhandled requests fail").
 */
export type TestBackend = Pick<SpawnedBackend, 'url' | 'anonKey' | 'serviceRoleKey'> & {
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
  /** Stops the backend, removes its data and restores fetch. */
  dispose(): Promise<void>
}

export async function startTestBackend(): Promise<TestBackend> {
  const backend = await spawnTestBackend()

  const unhandledRequests: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    // The static host's /version.json (docs/site-content.md): there is no build in these tests, so it is absent.
    if (new URL(url, 'http://localhost').pathname === '/version.json') return Promise.resolve(new Response('Not found', { status: 404 }))
    if (!url.startsWith(`${backend.url}/`)) {
      unhandledRequests.push(`${init?.method ?? 'GET'} ${url}`)
      return Promise.reject(new TypeError(`Unhandled request in test: ${url}`))
    }
    return realFetch(input, init)
  }

  const clients: AppSupabaseClient[] = []
  const installAppClient = (url = backend.url) => {
    const client = createSupabaseClient(url, backend.anonKey, { realtimeTransport: WebSocket as never })
    clients.push(client)
    setSupabaseClient(client)
    return client
  }
  const client = installAppClient()
  // Own storage keys: jsdom has one localStorage, shared with the app's client.
  const admin = createClient<Database>(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'test-service-role' },
    realtime: { transport: WebSocket as never },
  })

  const createUser = async (email: string, password: string) => {
    const anon = createClient<Database>(backend.url, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, storageKey: 'test-throwaway' },
      realtime: { transport: WebSocket as never },
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
    async dispose() {
      for (const client of clients) await client.auth.stopAutoRefresh()
      setSupabaseClient(undefined)
      globalThis.fetch = realFetch
      await backend.dispose()
    },
  }
}

/**
 * Registers the per-file lifecycle: one backend for the file, unhandled requests fail each test, toasts
 * and the page are cleared after each test. Returns a getter for the running backend.
 */
export function setUpFeatureBackend(afterEachTest: () => Promise<void>): () => TestBackend {
  let backend: TestBackend | undefined
  beforeAll(async () => {
    backend = await startTestBackend()
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
 * Holds every request whose URL contains `urlPart` until `release()` is called, so a test can see
 * the busy state; `restore()` puts the previous fetch back.
 */
export function holdRequests(urlPart: string): { release(): void; restore(): void } {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const fetchBefore = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes(urlPart)) await held
    return fetchBefore(input, init)
  }
  return { release, restore: () => void (globalThis.fetch = fetchBefore) }
}

/** Signs the app's client in as the seeded local admin; throws the auth error if the backend refuses. */
export async function signInAsLocalAdmin(backend: TestBackend): Promise<void> {
  const { error } = await backend.client.auth.signInWithPassword(LOCAL_ADMIN)
  if (error) throw error
}

/** The saved draft, read with the service role and upgraded as the app reads it (docs/site-content.md); throws on error. */
export async function savedDraftOf(backend: TestBackend): Promise<SiteContent> {
  const { data, error } = await backend.admin.from('site_content_draft').select('content').eq('id', 1).single()
  if (error) throw error
  return parseSiteContent(data.content, 'The draft')
}
