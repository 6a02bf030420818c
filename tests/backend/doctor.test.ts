/**
 * `npm run doctor` (scripts/lib/doctor.ts; docs/local-backend.md §9) against the real local backend:
 * every check passes on the project as migrated, and a deliberately broken setup (an anon select
 * policy that makes the gallery bucket listable, RLS switched off on a table, a helper left in public, the refusal of
 * direct writes of the versions dropped) is reported with what to fix. The broken setup is made the way a careless
 * migration would, as `postgres`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDoctor, type CheckResult } from '../../scripts/lib/doctor.ts'
import { openDatabase } from '../../supabase/local/db.ts'
import { LOCAL_ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

let dataDir: string
let backend: TestBackend

const doctor = (b: TestBackend, withService = true) =>
  runDoctor({ url: b.url, anonKey: b.anonKey, serviceRoleKey: withService ? b.serviceRoleKey : undefined })
const byName = (results: CheckResult[], prefix: string) => results.find((r) => r.name.startsWith(prefix))

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-doctor-'))
  backend = await startTestBackend({ dataDir })
})
afterAll(async () => {
  await backend?.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('doctor', () => {
  it('passes every check on the local project (the build hook and the schedule are skipped there), and leaves no probe object behind', async () => {
    const results = await doctor(backend)
    expect(results.filter((r) => r.status === 'fail')).toEqual([])
    // No build hook locally, and a timer instead of pg_cron: the checks say so (docs/site-content.md "Publish, then live").
    expect(results.filter((r) => r.status === 'skip').map((r) => [r.name, r.detail])).toEqual([
      [
        'Publish rebuilds the site (build hook)',
        "not configured on a local backend (store the host's build hook: select vault.create_secret('<hook URL>', 'site_build_hook_url')); npm run dev shows new publications by itself",
      ],
      [
        'Scheduled jobs (one rebuild per burst, Recently deleted purged after 30 days)',
        'the local backend runs them on a timer (docs/local-backend.md §10)',
      ],
    ])
    expect(results.map((r) => r.name)).toEqual([
      'bucket gallery-images: exists, public, 10 MiB, image/jpeg, image/png, image/webp, image/avif, image/gif',
      'anon cannot insert into gallery_images',
      'anon cannot upload to gallery-images',
      'anon cannot list gallery-images',
      'gallery-images serves files by public URL',
      'bucket gallery-bin: exists, private, anon cannot list or read it',
      'anon cannot escalate (user_roles, has_role)',
      "visitors and signed-in users can call the app's RPCs only, no helper",
      'the draft and the versions change only through the functions that check',
      'RLS on every public table, no anon write without a policy',
      'an admin account exists',
      'the latest publication is valid',
      'Publish rebuilds the site (build hook)',
      'Scheduled jobs (one rebuild per burst, Recently deleted purged after 30 days)',
    ])
    expect(byName(results, 'an admin account')?.detail).toBe(LOCAL_ADMIN.email)
    expect(byName(results, 'the latest publication')?.detail).toMatch(/^version 1, published /)
    for (const bucket of ['gallery-images', 'gallery-bin']) {
      const left = await backend.serviceClient().storage.from(bucket).list('doctor-probe')
      expect(left.data ?? []).toEqual([])
    }
  })

  it('with the anon key only, skips what needs the service role and says so', async () => {
    const results = await doctor(backend, false)
    expect(results.filter((r) => r.status === 'fail')).toEqual([])
    expect(results.filter((r) => r.status === 'skip').map((r) => r.detail)).toEqual([
      'needs SUPABASE_SERVICE_ROLE_KEY',
      'needs SUPABASE_SERVICE_ROLE_KEY',
      'needs SUPABASE_SERVICE_ROLE_KEY',
      'needs SUPABASE_SERVICE_ROLE_KEY',
      'needs SUPABASE_SERVICE_ROLE_KEY',
      'needs SUPABASE_SERVICE_ROLE_KEY',
      'needs SUPABASE_SERVICE_ROLE_KEY',
    ])
    expect(byName(results, 'visitors and signed-in users')?.detail).toMatch(/without the service-role key the full list is not checked/)
  })

  it('reports a listable bucket, a table without RLS, a helper in public and direct writes of the versions, each with its fix', async () => {
    await backend.stop()
    const db = await openDatabase(dataDir)
    await db.pg.transaction(async (tx) => {
      await tx.exec('set local session authorization postgres')
      await tx.exec(
        `create policy "Anyone lists gallery-images" on storage.objects for select to anon using (bucket_id = 'gallery-images')`,
      )
      await tx.exec('alter table public.gallery_images disable row level security')
      await tx.exec(`create policy "Anyone lists gallery-bin" on storage.objects for select to anon using (bucket_id = 'gallery-bin')`)
      // A helper granted to the API roles, as a careless migration might.
      await tx.exec('grant execute on function public.lock_live_site() to anon, authenticated')
      await tx.exec('drop trigger site_publications_checked_writes on public.site_publications')
    })
    await db.close()
    backend = await startTestBackend({ dataDir })

    const results = await doctor(backend)
    // Each broken thing fails its own check, whose detail says what is wrong and what to do; everything else holds.
    const failures: [string, (string | RegExp)[]][] = [
      [
        'anon cannot list',
        [
          'storage.objects policy "Anyone lists gallery-images" lets anon read object rows',
          'drop the anon select policies on storage.objects',
        ],
      ],
      ['bucket gallery-bin', ["anon list('doctor-probe') returned probe-"]],
      [
        'visitors and signed-in users',
        ['anon called lock_live_site() over REST', 'anon and authenticated may execute public.lock_live_site: revoke execute on it'],
      ],
      [
        'the draft and the versions',
        [/^a direct insert into site_publications was not refused \(new row for relation "site_publications" violates check constraint/],
      ],
      ['RLS on every public table', ['RLS is off for public.gallery_images (alter table public.gallery_images enable row level security)']],
    ]
    for (const [prefix, details] of failures) {
      const result = byName(results, prefix)
      expect(result?.status, prefix).toBe('fail')
      for (const detail of details) expect(result?.detail).toMatch(detail)
    }
    expect(results.filter((r) => r.status === 'fail').map((r) => r.name)).toEqual(failures.map(([prefix]) => byName(results, prefix)?.name))
  })
})
