import type { BackendAddress } from '../../src/lib/backend-defaults.ts'
import { SCHEMA_VERSION, type PublishedContent } from '../../src/lib/site-content/schema.ts'
import { notSetUpAnswers, starterSite } from '../../src/lib/site-content/starter.ts'
import { isOlderContent, parsePublishedContent, type LaunchValues } from '../../src/lib/site-content/upgrade.ts'
import { parseBackendEnv } from './backend-env.ts'

/**
 * Reads the latest published version of the owner's site content over plain HTTP (PostgREST, anon key; no
 * supabase-js), for the build and the dev server (docs/site-content.md "The build").
 */

/**
 * The latest publication: its id (the site's version), when it was published, and its validated content; and whether
 * the backend still holds a publication of an older schema version, which /admin (its list of versions, a restore) can
 * read only with the demo's launch values (docs/decisions.md #361).
 */
export type LatestPublication = { version: number; publishedAt: string; content: PublishedContent; holdsOlderContent: boolean }

/**
 * The demo studio's launch values, which upgrade a document of an older schema version (src/demo/launch.ts). Imported
 * only when such a document is there, so the build of a studio whose content is all of the current version never
 * loads the demo's module (docs/decisions.md #363).
 */
export async function demoLaunchValues(): Promise<LaunchValues> {
  return (await import('../../src/demo/launch.ts')).demoLaunchValues
}

/** Where the content comes from: the project URL and its publishable (anon) key. */
export type ContentSource = BackendAddress

/**
 * The backend of this build: VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY, else the local backend. Throws
 * PublishedContentError with the list of malformed variables (scripts/lib/backend-env.ts), so a build with a bad one
 * stops before it reads anything.
 */
export function contentSourceFromEnv(env: NodeJS.ProcessEnv = process.env): ContentSource {
  try {
    const { supabaseUrl, supabaseKey } = parseBackendEnv(env)
    return { url: supabaseUrl, key: supabaseKey }
  } catch (error) {
    throw new PublishedContentError((error as Error).message)
  }
}

/** A failure to read or validate the published content; `message` says what failed and how to fix it. */
export class PublishedContentError extends Error {
  override name = 'PublishedContentError'
  /** True when nothing answered at the address (a backend not started yet, a wrong URL). */
  readonly unreachable: boolean
  constructor(message: string, unreachable = false) {
    super(message)
    this.unreachable = unreachable
  }
}

const HOW_TO_FIX =
  'Start the local backend (`npm run dev` or `npm run backend`), or set VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY to the hosted project.'

/** A GET of `path` (after /rest/v1/) as the anon key; its JSON. Throws PublishedContentError when unreachable or refused. */
async function get(source: ContentSource, path: string, timeoutMs: number, clientInfo = 'site-content-build'): Promise<unknown> {
  const url = `${source.url}/rest/v1/${path}`
  let response: Response
  try {
    response = await fetch(url, {
      headers: { apikey: source.key, Authorization: `Bearer ${source.key}`, Accept: 'application/json', 'x-client-info': clientInfo },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    throw new PublishedContentError(
      `Could not reach the backend at ${source.url} to read the published site content (${cause}). ${HOW_TO_FIX}`,
      true,
    )
  }
  const body = await response.text()
  if (!response.ok) {
    throw new PublishedContentError(
      `The backend at ${source.url} answered ${response.status} when asked for the published site content: ${body.slice(0, 300)}. ` +
        'Check that the site-content migration has been applied (supabase/migrations) and that the key is the project’s publishable (anon) key.',
    )
  }
  return JSON.parse(body) as unknown
}

/** The id of the latest publication, or null when there is none. Throws PublishedContentError when unreachable. */
export async function latestPublicationId(source: ContentSource, timeoutMs = 3_000): Promise<number | null> {
  // Polled by the dev server: the local backend does not log these (x-client-info: site-content-watch).
  const rows = (await get(source, 'site_publications?select=id&order=id.desc&limit=1', timeoutMs, 'site-content-watch')) as { id: number }[]
  return rows[0]?.id ?? null
}

/**
 * True when the backend holds a publication older than the current schema version (rpc
 * `site_content_oldest_schema_version`, anon; a draft of an older version comes only from restoring or importing such a
 * publication). A backend without that function (a project whose migrations are not applied yet) may hold one: true.
 */
async function holdsOlderContent(source: ContentSource, timeoutMs: number): Promise<boolean> {
  try {
    const oldest = (await get(source, 'rpc/site_content_oldest_schema_version', timeoutMs)) as number | null
    return oldest !== null && oldest < SCHEMA_VERSION
  } catch (error) {
    if (error instanceof PublishedContentError && !error.unreachable) return true
    throw error
  }
}

/**
 * The latest publication, upgraded to the current schema when older (src/lib/site-content/upgrade.ts, with the demo's
 * launch values) and validated with `publishedContentSchema`, and whether the backend holds older content; null when
 * the backend holds no publication: a project with no content yet, which builds as a holding page until she sets it up
 * and publishes (docs/decisions.md #445). Throws PublishedContentError when the backend cannot be reached, answers an
 * error, or the content is invalid (listing every refused value).
 */
export async function fetchLatestPublication(source: ContentSource, timeoutMs = 15_000): Promise<LatestPublication | null> {
  const rows = (await get(source, 'site_publications?select=id,published_at,content&order=id.desc&limit=1', timeoutMs)) as {
    id: number
    published_at: string
    content: unknown
  }[]
  const row = rows[0]
  if (!row) return null
  const older = isOlderContent(row.content) || (await holdsOlderContent(source, timeoutMs))
  try {
    const content = parsePublishedContent(row.content, `Published version ${row.id}`, older ? await demoLaunchValues() : null)
    return { version: row.id, publishedAt: row.published_at, content, holdsOlderContent: older }
  } catch (error) {
    throw new PublishedContentError(
      `${error instanceof Error ? error.message : String(error)}\nFix it in /admin and publish again, or restore an earlier version.`,
    )
  }
}

/**
 * The content a build is made of: the latest publication's, or, for a project with nothing published, the starter site
 * with stand-in answers (src/lib/site-content/starter.ts `notSetUpAnswers`) that the modules need but no screen shows:
 * every public route is then the holding page (docs/decisions.md #445), and /auth and /admin have the product's plain
 * bar instead of the site's header and footer (docs/decisions.md #530).
 * The same for every build (a fixed day), so the client and server builds of one site agree.
 */
export function contentToBuild(publication: LatestPublication | null): PublishedContent {
  return publication?.content ?? { ...starterSite(notSetUpAnswers, new Date('2026-01-01T12:00:00Z')), gallery: [] }
}

/**
 * The `/version.json` a build writes (docs/site-content.md "The build"): which publication it shows; `version` and
 * `publishedAt` null for the holding page of a project with nothing published.
 */
export type SiteVersion = { version: number | null; publishedAt: string | null; builtAt: string }

export function siteVersion(publication: LatestPublication | null, builtAt = new Date()): SiteVersion {
  return { version: publication?.version ?? null, publishedAt: publication?.publishedAt ?? null, builtAt: builtAt.toISOString() }
}
