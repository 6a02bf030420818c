/**
 * `npm run site:import -- <copy.zip> [--replace]` (docs/operations.md "Moving her site to a new Supabase project";
 * docs/decisions.md #208, #210): loads a copy of her site, made in /admin → Account, into a Supabase project with the
 * service role. Into the local backend by default (http://127.0.0.1:54321, or DEV_BACKEND_PORT; started on its data
 * folder when it is not running); into a hosted project when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
 * Checks the whole copy first, before it opens the project (so a bad copy is refused in about a second, whatever its
 * size), then that the project holds no content (unless --replace); prints each problem by its entry and exits 1 when
 * it refuses or fails. A failure while loading leaves the project as it was (docs/decisions.md #275).
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { importSiteCopy, readSiteCopy, type CheckedCopy } from './lib/site-import.ts'
import { runOnServiceTarget } from './lib/service-target.ts'

const usage = 'Usage: npm run site:import -- <copy.zip> [--replace]'
let file: string | undefined
let replace = false
try {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true })
  if (positionals.length !== 1) throw new Error(positionals.length ? 'Give one copy at a time.' : 'Which copy? Give the path of its .zip.')
  file = positionals[0]
  replace = values.replace
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`)
  process.exit(1)
}
if (!file || !existsSync(file)) {
  console.error(`No file ${file}.\n${usage}`)
  process.exit(1)
}

let checked: CheckedCopy
try {
  checked = await readSiteCopy(file)
} catch (error) {
  console.error('site:import stopped:', error instanceof Error ? error.message : error)
  process.exit(1)
}

await runOnServiceTarget('site:import stopped:', async (target) => {
  console.log(`Loading ${file} into ${target.where}${replace ? ' (--replace)' : ''}`)
  const summary = await importSiteCopy(checked, target, { replace, log: (line) => console.log(`  ${line}`) })
  const [first, last] = [summary.publicationIds[0], summary.publicationIds.at(-1)]
  console.log(
    `Done: ${summary.photos} photos and ${summary.publicationIds.length} published versions (now versions ${first} to ${last}) on ${target.where}.` +
      ' Build the site (npm run build) to see it.',
  )
})
