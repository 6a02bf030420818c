/**
 * A new studio starts empty (docs/decisions.md #440-#445; docs/site-content.md "A new studio"), against the real local
 * backend with the real supabase-js:
 * - a project with no content, as `npm run db:reset -- --empty` and `startTestBackend({ empty: true })` make it: no
 *   draft for /admin, no publication for the build (which then builds the holding page);
 * - `set_up_site` over REST: refused to a visitor (401), a signed-up user (403) and when content exists (409); the
 *   admin's writes exactly one draft and no version; her identity is checked (400);
 * - the migration that takes the untouched demo out: its constant is the demo's version-1 document, and its rule and
 *   the set-up at SQL level (tests/postgres/new-studio.ts, also run on real PostgreSQL by `npm run test:postgres`).
 */
import { readFileSync } from 'node:fs'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchLatestPublication } from '../../scripts/lib/published-content.ts'
import { newStudioCases, runNewStudio, UNTOUCHED_DEMO_REMOVAL } from '../postgres/new-studio.ts'
import { LOCAL_ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'
import { mayaAnswers } from '../support/other-studio.ts'
import { pgliteMatrixPerSuite } from '../support/pglite-matrix.ts'
import { siteContentSeedV1 } from '@/demo/site-content-v1'
import { starterSite } from '@/lib/site-content/starter'

const starter = starterSite(mayaAnswers)

let demo: TestBackend
let empty: TestBackend
let admin: SupabaseClient

beforeAll(async () => {
  demo = await startTestBackend()
  empty = await startTestBackend({ empty: true })
  admin = await empty.signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password)
})
afterAll(async () => {
  await empty?.dispose()
  await demo?.dispose()
})

/** What a refused call answered, as "<HTTP status> <SQLSTATE>: <message>". */
const refusal = ({ status, error }: { status: number; error: { code: string; message: string } | null }) =>
  `${status} ${error?.code}: ${error?.message}`

const drafts = async (backend: TestBackend) => (await backend.serviceClient().from('site_content_draft').select('revision, save_id')).data
const versions = async (backend: TestBackend) =>
  (await backend.serviceClient().from('site_publications').select('id', { count: 'exact', head: true })).count

describe('a project with no content', () => {
  it('has the local admin, no draft for /admin and no publication for the build', async () => {
    expect((await admin.from('site_content_draft').select('content').eq('id', 1).maybeSingle()).data).toBeNull()
    expect((await empty.client().from('site_publications').select('id')).data).toEqual([])
    expect(await fetchLatestPublication({ url: empty.url, key: empty.anonKey })).toBeNull()
    expect((await empty.client().rpc('site_content_oldest_schema_version')).data).toBeNull()
  })
})

describe('set_up_site', () => {
  it('is refused to a visitor (401) and a signed-up user (403), and writes nothing', async () => {
    const byAnon = await empty.client().rpc('set_up_site', { p_content: starter })
    expect({ status: byAnon.status, code: byAnon.error?.code }).toEqual({ status: 401, code: '42501' })
    const { client: user } = await empty.newUser('set-up')
    const byUser = await user.rpc('set_up_site', { p_content: starter })
    expect(refusal(byUser)).toBe('403 42501: permission denied to set up the site')
    expect(await drafts(empty)).toEqual([])
  })

  it('refuses a studio name the database cannot show (400, the field named), and writes nothing', async () => {
    const refused = await admin.rpc('set_up_site', { p_content: { ...starter, identity: { ...starter.identity, name: '<b>Bloom</b>' } } })
    expect(refusal(refused)).toBe('400 23514: identity.name: Studio name must be plain text, without < or >')
    expect(await drafts(empty)).toEqual([])
  })

  it('the admin’s writes exactly one draft (revision 1, her save id) and publishes nothing; a second is refused (409); then Publish', async () => {
    const saveId = crypto.randomUUID()
    const { data, error, status } = await admin.rpc('set_up_site', { p_content: starter, p_save_id: saveId })
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toMatchObject({ revision: 1, save_id: saveId })
    expect(await drafts(empty)).toEqual([{ revision: 1, save_id: saveId }])
    expect(await versions(empty)).toBe(0)
    const { data: draft } = await admin.from('site_content_draft').select('content').eq('id', 1).single()
    expect(draft?.content).toEqual(starter)

    const again = await admin.rpc('set_up_site', { p_content: starterSite({ ...mayaAnswers, name: 'Another Studio' }) })
    expect(refusal(again)).toBe('409 PT409: the site is already set up')
    expect(await drafts(empty)).toEqual([{ revision: 1, save_id: saveId }])

    // She publishes as usual: the project's one version is hers, which the build reads with no launch values of the demo.
    const published = await admin.rpc('publish_site_content')
    expect(published.error).toBeNull()
    const latest = await fetchLatestPublication({ url: empty.url, key: empty.anonKey })
    expect(latest).toMatchObject({ version: (published.data as { id: number }).id, holdsOlderContent: false })
    expect(await versions(empty)).toBe(1)
    expect(latest?.content.identity.name).toBe('Bloom Beauty Bar')
  })

  it('is refused where the demo studio is the content (409), which stays', async () => {
    const demoAdmin = await demo.signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password)
    const refused = await demoAdmin.rpc('set_up_site', { p_content: starter })
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 409, code: 'PT409' })
    expect(await drafts(demo)).toEqual([{ revision: 1, save_id: null }])
    expect(await versions(demo)).toBe(1)
  })
})

describe('the migration that takes the untouched demo out (supabase/migrations/20261202140000_untouched_demo_removed.sql)', () => {
  const matrix = pgliteMatrixPerSuite()

  it('knows the demo by the md5 of its version-1 document, the literal of 20261124120000_site_content.sql', async () => {
    const literal = (file: string) =>
      JSON.parse(/\$seed\$\n([\s\S]*?)\n\$seed\$::jsonb/.exec(readFileSync(file, 'utf8'))?.[1] ?? 'null') as unknown
    expect(literal('supabase/migrations/20261124120000_site_content.sql')).toEqual(siteContentSeedV1)
    const { rows } = await matrix.pg.query<{ md5: string }>('select md5($1::jsonb::text) as md5', [JSON.stringify(siteContentSeedV1)])
    expect(UNTOUCHED_DEMO_REMOVAL).toContain(`md5(draft.content::text) <> '${rows[0]?.md5}'`)
  })

  it.each(newStudioCases.map(([label]) => [label]))('%s', async (label) => {
    const [result] = await runNewStudio(matrix.db, [label])
    expect(result?.failure).toBeNull()
  })
})
