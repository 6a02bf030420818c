/**
 * `npm run doctor` (docs/local-backend.md §9): pre-launch checks of a running Supabase project through
 * its APIs, as the owner's developer would run them: the gallery bucket's settings, that anon cannot
 * write, list or escalate, RLS on every public table, and that an admin account exists.
 * Local backend by default (http://127.0.0.1:54321 with the local keys; start it with `npm run dev` or
 * `npm run backend`); hosted with SUPABASE_URL + SUPABASE_ANON_KEY (+ SUPABASE_SERVICE_ROLE_KEY for the
 * checks that need it). Prints one line per check and "N passed, M failed, K skipped"; exits 1 on a failure.
 *
 * `npm run doctor -- --site https://www.example.com` checks the live site instead: the security headers of `/`,
 * `/admin` and one script (scripts/lib/site-headers-check.ts, docs/security.md "Checking the live site").
 */
import { parseArgs } from 'node:util'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/config.ts'
import { runDoctor, type CheckResult, type DoctorTarget } from './lib/doctor.ts'
import { checkSite } from './lib/site-headers-check.ts'

const { values: args } = parseArgs({ options: { site: { type: 'string' } } })

/** Prints one line per check and the totals; sets the exit code to 1 on a failure. */
function report(results: CheckResult[]): void {
  const mark = { pass: '✓', fail: '✗', skip: '–' } as const
  for (const r of results) console.log(`${mark[r.status]} ${r.name}: ${r.detail}`)
  const count = (s: string) => results.filter((r) => r.status === s).length
  console.log(`${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`)
  process.exitCode = count('fail') ? 1 : 0
}

if (args.site) {
  console.log(`Checking the security headers of ${args.site}`)
  try {
    report(await checkSite(args.site))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
  process.exit()
}

const hosted = process.env.SUPABASE_URL?.trim()
if (hosted && !process.env.SUPABASE_ANON_KEY?.trim()) {
  console.error('Set SUPABASE_ANON_KEY (and, for every check, SUPABASE_SERVICE_ROLE_KEY) together with SUPABASE_URL.')
  process.exit(1)
}
const target: DoctorTarget = hosted
  ? {
      url: hosted.replace(/\/+$/, ''),
      anonKey: process.env.SUPABASE_ANON_KEY!.trim(),
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined,
    }
  : { url: 'http://127.0.0.1:54321', anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY }

console.log(`Checking ${target.url}${target.serviceRoleKey ? '' : ' (anon key only: service-role checks are skipped)'}`)
try {
  report(await runDoctor(target))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  if (!hosted) console.error('Start the local backend first: npm run dev (or npm run backend).')
  process.exitCode = 1
}
