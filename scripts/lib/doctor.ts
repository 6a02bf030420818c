import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { fetchLatestPublication } from './published-content.ts'
import { nodeClient } from './node-client.ts'
import { GALLERY_BIN_BUCKET, GALLERY_BUCKET } from '../../src/lib/backend-defaults.ts'
import { PHOTO_CONTENT_TYPES, PHOTO_FILE_SIZE_LIMIT_BYTES } from '../../src/lib/photo-files.ts'
import { restFunctionProblems, type ExecutableFunction } from './rest-functions.ts'
/** Every object the doctor writes lives under this folder and is removed again. */
const PROBE_FOLDER = 'doctor-probe'

/** Where to look: a Supabase project's URL and keys. Without the service-role key the checks that need it are skipped. */
export type DoctorTarget = { url: string; anonKey: string; serviceRoleKey?: string }

/** One check: pass, fail (detail says what to fix) or skip (detail says why). */
export type CheckResult = { name: string; status: 'pass' | 'fail' | 'skip'; detail: string }

type Report = {
  tables: { name: string; rls: boolean; anon_unguarded_writes: string[] }[]
  anon_object_read_policies: string[]
  buckets: { id: string; public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null }[]
}

/** 1×1 transparent PNG, the probe object's bytes. */
const PROBE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

const pass = (name: string, detail: string): CheckResult => ({ name, status: 'pass', detail })
const fail = (name: string, detail: string): CheckResult => ({ name, status: 'fail', detail })
const skip = (name: string, detail: string): CheckResult => ({ name, status: 'skip', detail })
const NEEDS_SERVICE = 'needs SUPABASE_SERVICE_ROLE_KEY'

async function bucketCheck(service: SupabaseClient | null, report: Report | null): Promise<CheckResult> {
  const name = `bucket ${GALLERY_BUCKET}: exists, public, ${PHOTO_FILE_SIZE_LIMIT_BYTES / 1024 / 1024} MiB, ${PHOTO_CONTENT_TYPES.join(', ')}`
  if (!service) return skip(name, NEEDS_SERVICE)
  const api = await service.storage.getBucket(GALLERY_BUCKET)
  const bucket = api.data ?? report?.buckets.find((b) => b.id === GALLERY_BUCKET) ?? null
  if (!bucket) return fail(name, `the bucket does not exist: push the migrations (supabase db push) that create it.`)
  const problems: string[] = []
  if (!bucket.public) problems.push('it is private (set public = true: the site shows its files by public URL)')
  if (Number(bucket.file_size_limit) !== PHOTO_FILE_SIZE_LIMIT_BYTES)
    problems.push(`file_size_limit is ${bucket.file_size_limit ?? 'unset'} (set ${PHOTO_FILE_SIZE_LIMIT_BYTES})`)
  const mimes = [...(bucket.allowed_mime_types ?? [])].sort()
  if (JSON.stringify(mimes) !== JSON.stringify([...PHOTO_CONTENT_TYPES].sort())) {
    problems.push(
      `allowed_mime_types is ${mimes.length ? mimes.join(', ') : 'unset (anything, SVG included)'} (set exactly ${PHOTO_CONTENT_TYPES.join(', ')})`,
    )
  }
  return problems.length
    ? fail(name, `${problems.join('; ')}. Fix it in a migration (update storage.buckets …) and push it.`)
    : pass(name, 'as configured')
}

async function anonWriteCheck(anon: SupabaseClient, service: SupabaseClient | null): Promise<CheckResult[]> {
  const out: CheckResult[] = []
  const marker = `${PROBE_FOLDER}:${randomUUID()}`
  const row = await anon.from('gallery_images').insert({ category: 'nails', image_url: marker, display_order: -1 })
  if (row.error) out.push(pass('anon cannot insert into gallery_images', `refused: ${row.error.message}`))
  else {
    const cleaned = service ? !(await service.from('gallery_images').delete().eq('image_url', marker)).error : false
    out.push(
      fail(
        'anon cannot insert into gallery_images',
        `anon inserted a row${cleaned ? ' (removed again)' : ` (remove the row with image_url '${marker}')`}: revoke insert on public.gallery_images from anon and keep the insert policy to admins.`,
      ),
    )
  }
  const path = `${PROBE_FOLDER}/anon-${randomUUID()}.png`
  const upload = await anon.storage.from(GALLERY_BUCKET).upload(path, PROBE_PNG, { contentType: 'image/png' })
  if (upload.error) out.push(pass(`anon cannot upload to ${GALLERY_BUCKET}`, `refused: ${upload.error.message}`))
  else {
    const cleaned = service ? !(await service.storage.from(GALLERY_BUCKET).remove([path])).error : false
    out.push(
      fail(
        `anon cannot upload to ${GALLERY_BUCKET}`,
        `anon uploaded ${path}${cleaned ? ' (removed again)' : ' (remove it in the dashboard)'}: the insert policy on storage.objects must require the admin role.`,
      ),
    )
  }
  return out
}

async function anonListCheck(anon: SupabaseClient, service: SupabaseClient | null, report: Report | null): Promise<CheckResult[]> {
  const name = `anon cannot list ${GALLERY_BUCKET}`
  const out: CheckResult[] = []
  let probe: string | null = null
  if (service) {
    // The one probe object: an empty bucket would list nothing whatever the policies say.
    probe = `${PROBE_FOLDER}/probe-${randomUUID()}.png`
    const up = await service.storage.from(GALLERY_BUCKET).upload(probe, PROBE_PNG, { contentType: 'image/png' })
    if (up.error) {
      out.push(fail(name, `could not place the probe object ${probe} with the service role: ${up.error.message}`))
      return out
    }
  }
  try {
    const problems: string[] = []
    for (const prefix of [PROBE_FOLDER, '']) {
      const { data } = await anon.storage.from(GALLERY_BUCKET).list(prefix)
      if (data && data.length) problems.push(`list('${prefix}') returned ${data.map((o) => o.name).join(', ')}`)
    }
    for (const policy of report?.anon_object_read_policies ?? [])
      problems.push(`storage.objects policy "${policy}" lets anon read object rows`)
    if (problems.length) {
      out.push(
        fail(
          name,
          `${problems.join('; ')}. A public bucket serves files by URL without any select policy; drop the anon select policies on storage.objects (keep reads to the admin).`,
        ),
      )
    } else {
      out.push(
        pass(
          name,
          service
            ? 'nothing listed, probe object included; no anon read policy on storage.objects'
            : 'nothing listed (without the service-role key there is no probe object, so an empty bucket would pass too)',
        ),
      )
    }
    if (probe) {
      const publicUrl = service!.storage.from(GALLERY_BUCKET).getPublicUrl(probe).data.publicUrl
      const res = await fetch(publicUrl)
      await res.arrayBuffer()
      out.push(
        res.ok
          ? pass(`${GALLERY_BUCKET} serves files by public URL`, `GET ${publicUrl.replace(/\/[^/]+$/, '/…')} → ${res.status}`)
          : fail(
              `${GALLERY_BUCKET} serves files by public URL`,
              `GET of the probe's public URL answered ${res.status}: make the bucket public.`,
            ),
      )
    }
  } finally {
    if (probe) {
      const removed = await service!.storage.from(GALLERY_BUCKET).remove([probe])
      if (removed.error || !removed.data?.length)
        out.push(
          fail(
            'probe object removed',
            `remove ${probe} from ${GALLERY_BUCKET} by hand: ${removed.error?.message ?? 'nothing was removed'}`,
          ),
        )
    }
  }
  return out
}

/**
 * Recently deleted stays private (docs/decisions.md #200): the bucket exists and is private, and with a probe object
 * in it (service role), anon can neither list it nor fetch the probe by public URL. The probe is removed again.
 */
async function binCheck(anon: SupabaseClient, service: SupabaseClient | null, report: Report | null): Promise<CheckResult> {
  const name = `bucket ${GALLERY_BIN_BUCKET}: exists, private, anon cannot list or read it`
  if (!service) return skip(name, NEEDS_SERVICE)
  const bucket = (await service.storage.getBucket(GALLERY_BIN_BUCKET)).data ?? report?.buckets.find((b) => b.id === GALLERY_BIN_BUCKET)
  if (!bucket) return fail(name, `the bucket does not exist: push the migrations (supabase db push) that create it.`)
  const probe = `${PROBE_FOLDER}/probe-${randomUUID()}.png`
  const up = await service.storage.from(GALLERY_BIN_BUCKET).upload(probe, PROBE_PNG, { contentType: 'image/png' })
  if (up.error) return fail(name, `could not place the probe object ${probe} with the service role: ${up.error.message}`)
  try {
    const problems: string[] = []
    if (bucket.public) problems.push('it is public (set public = false: deleted photos must not be served by URL)')
    const listed = await anon.storage.from(GALLERY_BIN_BUCKET).list(PROBE_FOLDER)
    if (listed.data?.length) problems.push(`anon list('${PROBE_FOLDER}') returned ${listed.data.map((o) => o.name).join(', ')}`)
    const res = await fetch(service.storage.from(GALLERY_BIN_BUCKET).getPublicUrl(probe).data.publicUrl)
    await res.arrayBuffer()
    if (res.ok) problems.push(`its public URL answered ${res.status}`)
    return problems.length
      ? fail(name, `${problems.join('; ')}. Keep the bucket private with no anon policies on its objects.`)
      : pass(name, 'private; nothing listed, probe object included; no public URL')
  } finally {
    const removed = await service.storage.from(GALLERY_BIN_BUCKET).remove([probe])
    if (removed.error || !removed.data?.length) console.warn(`remove ${probe} from ${GALLERY_BIN_BUCKET} by hand`)
  }
}

async function escalationCheck(anon: SupabaseClient): Promise<CheckResult> {
  const name = 'anon cannot escalate (user_roles, has_role)'
  const problems: string[] = []
  const insert = await anon.from('user_roles').insert({ user_id: randomUUID(), role: 'admin' })
  if (!insert.error) problems.push('anon inserted into user_roles: revoke all on public.user_roles from anon')
  const rpc = await anon.rpc('has_role', { _user_id: randomUUID(), _role: 'admin' })
  if (!rpc.error && rpc.data !== false) problems.push(`has_role() as anon answered ${JSON.stringify(rpc.data)}`)
  return problems.length
    ? fail(name, problems.join('; '))
    : pass(name, `user_roles insert refused; has_role as anon: ${rpc.error ? `refused (${rpc.error.message})` : 'false'}`)
}

/**
 * The helpers of the admin's functions, with arguments of the right names, as anon would call them over REST: each must
 * be refused (docs/decisions.md #321).
 */
const HELPER_CALLS: [string, Record<string, unknown>][] = [
  ['lock_live_site', {}],
  ['gallery_category_rank', { p_category: 'nails' }],
  ['require_admin_aal', { p_refusal: 'doctor' }],
]

/**
 * Visitors and signed-in users may call the app's RPCs and nothing else (docs/decisions.md #321): anon's calls of the
 * helpers are refused, and `doctor_rest_functions()` (service role) lists exactly REST_FUNCTIONS
 * (scripts/lib/rest-functions.ts) as what anon and authenticated may execute.
 */
async function restFunctionsCheck(anon: SupabaseClient, service: SupabaseClient | null): Promise<CheckResult> {
  const name = "visitors and signed-in users can call the app's RPCs only, no helper"
  const problems: string[] = []
  for (const [fn, args] of HELPER_CALLS) {
    const { error } = await anon.rpc(fn, args)
    if (!error) problems.push(`anon called ${fn}() over REST: revoke execute on it from anon and authenticated`)
  }
  const listed = service ? await service.rpc('doctor_rest_functions') : null
  if (listed?.error)
    problems.push(`public.doctor_rest_functions() is not callable (${listed.error.message}): push the migrations (supabase db push)`)
  const found = (listed?.data ?? null) as ExecutableFunction[] | null
  if (found) problems.push(...restFunctionProblems(found))
  if (problems.length) return fail(name, `${problems.join('; ')}.`)
  const refused = `anon's calls of ${HELPER_CALLS.map(([fn]) => fn).join(', ')} refused`
  return pass(
    name,
    found
      ? `${refused}; anon and authenticated may execute ${found.map((f) => f.name).join(', ')}`
      : `${refused} (without the service-role key the full list is not checked)`,
  )
}

/**
 * The draft and the published versions change only through the functions that check (docs/decisions.md #320): even the
 * service role's direct writes are refused. Probed without side effects: an update that matches no row, and an insert
 * the table's own check would refuse, each of which the refusal (a statement trigger) answers first.
 */
async function directWritesCheck(service: SupabaseClient | null): Promise<CheckResult> {
  const name = 'the draft and the versions change only through the functions that check'
  if (!service) return skip(name, NEEDS_SERVICE)
  const update = await service.from('site_content_draft').update({ updated_at: new Date().toISOString() }).eq('id', -1)
  const insert = await service.from('site_publications').insert({ content: {} })
  const problems = [
    update.error?.code === '42501' ? '' : `a direct update of site_content_draft was not refused (${update.error?.message ?? 'it ran'})`,
    insert.error?.code === '42501' ? '' : `a direct insert into site_publications was not refused (${insert.error?.message ?? 'it ran'})`,
  ].filter(Boolean)
  return problems.length
    ? fail(name, `${problems.join('; ')}: push the migrations (supabase db push), which refuse them.`)
    : pass(name, "a direct update of the draft and a direct insert of a version are refused (42501), the service role's too")
}

function rlsCheck(service: SupabaseClient | null, report: Report | null, reportError: string | null): CheckResult {
  const name = 'RLS on every public table, no anon write without a policy'
  if (!service) return skip(name, NEEDS_SERVICE)
  if (!report) return fail(name, `public.doctor_report() is not callable (${reportError}): push the migrations (supabase db push).`)
  const problems: string[] = []
  for (const t of report.tables) {
    if (!t.rls) problems.push(`RLS is off for public.${t.name} (alter table public.${t.name} enable row level security)`)
    if (t.anon_unguarded_writes.length)
      problems.push(
        `anon holds ${t.anon_unguarded_writes.join(', ')} on public.${t.name} with no policy for it (revoke … on public.${t.name} from anon)`,
      )
  }
  return problems.length
    ? fail(name, `${problems.join('; ')}.`)
    : pass(name, `${report.tables.length} tables: ${report.tables.map((t) => t.name).join(', ')}`)
}

async function adminCheck(service: SupabaseClient | null): Promise<CheckResult> {
  const name = 'an admin account exists'
  if (!service) return skip(name, NEEDS_SERVICE)
  const roles = await service.from('user_roles').select('user_id').eq('role', 'admin')
  if (roles.error) return fail(name, `could not read user_roles: ${roles.error.message}`)
  const ids = new Set((roles.data ?? []).map((r) => String(r.user_id)))
  if (!ids.size)
    return fail(
      name,
      'no user has the admin role: sign up at /auth, then run `npm run admin:grant -- <email>` with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set.',
    )
  const users = await service.auth.admin.listUsers({ page: 1, perPage: 1000 })
  if (users.error) return pass(name, `${ids.size} admin role row(s) (auth admin API unavailable: ${users.error.message})`)
  const emails = users.data.users.filter((u) => ids.has(u.id)).map((u) => u.email ?? u.id)
  return emails.length
    ? pass(name, emails.join(', '))
    : fail(name, 'user_roles names an admin whose account no longer exists: grant the owner again with npm run admin:grant.')
}

/** What `public.build_hook_status()` reports (supabase/migrations/20261127120000_recently_deleted.sql). */
type HookStatus = { pg_net: boolean; hook_url: boolean; pg_cron: boolean; schedule: boolean; storage_api: boolean }

const isLocal = (target: DoctorTarget) => /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(target.url)

/**
 * The publish hook and the schedule (docs/site-content.md "Publish, then live"; docs/operations.md "Going live"):
 * pg_net and the Vault secret `site_build_hook_url`; pg_cron with the two jobs of `schedule_site_jobs()` and the Vault
 * secrets the purge calls Storage with. On a local backend both are skipped: no hook there (`npm run dev` shows
 * publications itself), and the backend runs the jobs on a timer.
 */
async function hookAndScheduleChecks(target: DoctorTarget, service: SupabaseClient | null): Promise<CheckResult[]> {
  const hookName = 'Publish rebuilds the site (build hook)'
  const scheduleName = 'Scheduled jobs (one rebuild per burst, Recently deleted purged after 30 days)'
  if (!service) return [skip(hookName, NEEDS_SERVICE), skip(scheduleName, NEEDS_SERVICE)]
  const status = await service.rpc('build_hook_status')
  if (status.error) {
    const detail = `public.build_hook_status() is not callable (${status.error.message}): push the migrations (supabase db push).`
    return [fail(hookName, detail), fail(scheduleName, detail)]
  }
  const s = status.data as HookStatus
  const hookMissing = [
    s.pg_net ? '' : 'enable the pg_net extension',
    s.hook_url ? '' : "store the host's build hook: select vault.create_secret('<hook URL>', 'site_build_hook_url')",
  ].filter(Boolean)
  const scheduleMissing = [
    s.pg_cron ? '' : 'enable the pg_cron extension',
    s.pg_cron && s.schedule ? '' : 'then run select public.schedule_site_jobs()',
    s.pg_net ? '' : 'enable the pg_net extension',
    s.storage_api
      ? ''
      : "store the project's address and service-role key: select vault.create_secret('https://<ref>.supabase.co', 'site_project_url'); select vault.create_secret('<service role key>', 'site_service_role_key')",
  ].filter(Boolean)
  const local = isLocal(target)
  return [
    !hookMissing.length
      ? pass(hookName, 'pg_net is enabled and Vault holds site_build_hook_url')
      : local
        ? skip(hookName, `not configured on a local backend (${hookMissing.join('; ')}); npm run dev shows new publications by itself`)
        : fail(hookName, `publishing does not rebuild the site: ${hookMissing.join('; ')} (docs/operations.md "Going live")`),
    !scheduleMissing.length
      ? pass(scheduleName, 'pg_cron runs send_site_build_request() every minute and purge_gallery_bin() every hour')
      : local
        ? skip(scheduleName, 'the local backend runs them on a timer (docs/local-backend.md §10)')
        : fail(
            scheduleName,
            `no rebuild is asked for and nothing is purged: ${scheduleMissing.join('; ')} (docs/operations.md "Going live")`,
          ),
  ]
}

/**
 * The latest publication passes the content schema: what `npm run build` needs (docs/site-content.md). A project with
 * nothing published yet is skipped: it builds as the holding page until she sets it up in /admin and publishes
 * (docs/decisions.md #445).
 */
async function publishedContentCheck(target: DoctorTarget): Promise<CheckResult> {
  const name = 'the latest publication is valid'
  try {
    const latest = await fetchLatestPublication({ url: target.url, key: target.anonKey })
    if (!latest)
      return skip(name, 'nothing is published yet: the site is a holding page until the owner sets it up at /admin and publishes')
    return pass(name, `version ${latest.version}, published ${latest.publishedAt}`)
  } catch (error) {
    return fail(name, error instanceof Error ? error.message : String(error))
  }
}

/**
 * Runs every pre-launch check against a Supabase project via supabase-js, the way a developer would
 * (docs/local-backend.md §9). Read-only apart from one probe object under `doctor-probe/` in the
 * gallery bucket and one in gallery-bin (service role only), which it removes again; anything an anon write probe
 * unexpectedly creates is removed with the service role when available. Never throws for a failing
 * check; throws only when the project cannot be reached at all.
 */
export async function runDoctor(target: DoctorTarget): Promise<CheckResult[]> {
  const health = await fetch(`${target.url}/rest/v1/`, { headers: { apikey: target.anonKey } }).catch((e: unknown) => e as Error)
  if (health instanceof Error) throw new Error(`No Supabase API at ${target.url}: ${health.message}`)
  const anon = nodeClient(target.url, target.anonKey)
  const service = target.serviceRoleKey ? nodeClient(target.url, target.serviceRoleKey) : null
  let report: Report | null = null
  let reportError: string | null = null
  if (service) {
    const r = await service.rpc('doctor_report')
    if (r.error) reportError = r.error.message
    else report = r.data as Report
  }
  return [
    await bucketCheck(service, report),
    ...(await anonWriteCheck(anon, service)),
    ...(await anonListCheck(anon, service, report)),
    await binCheck(anon, service, report),
    await escalationCheck(anon),
    await restFunctionsCheck(anon, service),
    await directWritesCheck(service),
    rlsCheck(service, report, reportError),
    await adminCheck(service),
    await publishedContentCheck(target),
    ...(await hookAndScheduleChecks(target, service)),
  ]
}
