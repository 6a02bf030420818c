/**
 * `npm test`, what CI's `.ci/run` runs (docs/testing.md): every phase in order, stopping at the first that
 * fails, then a table of each phase's wall time and CPU time (user + sys of all its processes; the machine
 * is shared, so CPU is the steadier figure) and which phase failed. The typecheck first (about 10 s); then unit,
 * lint, PostgreSQL and the e2e build side by side (docs/decisions.md #238); then e2e beside the budgets. The first phase
 * of a group streams its output, the others' is printed as each ends.
 *
 * `npm test -- unit e2e` runs only the named phases. With TEST_TIMES_FILE set (`.ci/run` sets it), the
 * lines already in that file (the install) lead the table and this run's phases are appended to it.
 * Exits 1 when a phase failed.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { parseResultLines, phaseTable, resultLine, runGroup, stopServers, type Phase, type PhaseResult } from './lib/phases.ts'

const only = process.argv.slice(2)

/**
 * The phases, in order; an inner list runs side by side. `build` starts the e2e suite's servers (scripts/e2e-servers.ts
 * --build: a fresh backend and the site built from it, served) and ends when they say they are ready; they run on for
 * `e2e` (E2E_PREBUILT=1), so the e2e phase starts with its servers up (docs/testing.md "e2e tests"), and are stopped
 * once the run is over. When only `e2e` is asked for, Playwright's web server starts them and builds the site first.
 */
const buildFirst = only.length === 0 || only.includes('build')
const E2E: Phase = { name: 'e2e', command: `${buildFirst ? 'E2E_PREBUILT=1 ' : ''}npm run --silent test:e2e` }
const BUDGETS: Phase = { name: 'budgets', command: 'npm run --silent test:budgets' }
const PHASES: (Phase | Phase[])[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  // Vitest leaves about a tenth of two cores idle (its backend tests wait on clocks and child processes): the lint, the
  // RLS matrix on PostgreSQL and the e2e build run in that room (docs/decisions.md #231, #238).
  [
    { name: 'unit', command: 'npm run --silent test:unit' },
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'PostgreSQL', command: 'npm run --silent test:postgres' },
    { name: 'build', server: ['scripts/e2e-servers.ts', '--build'] },
  ],
  // The budgets read the e2e build (dist) and take about 8 s of CPU, beside e2e. Without the build phase, Playwright's
  // web server builds dist itself, so the budgets wait for it.
  ...(buildFirst ? [[E2E, BUDGETS]] : [E2E, BUDGETS]),
]

const known = PHASES.flat().map((p) => p.name)
const unknown = only.filter((name) => !known.includes(name))
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are ${known.join(', ')}.`)
  process.exit(2)
}
const selected = (p: Phase) => only.length === 0 || only.includes(p.name)

const results: PhaseResult[] = []
let failed: string | undefined
for (const step of PHASES) {
  const group = (Array.isArray(step) ? step : [step]).filter(selected)
  if (group.length === 0) continue
  if (failed) {
    results.push(
      ...group.map((p): PhaseResult => ({ name: p.name, result: 'skipped', wallMs: 0, cpuMs: 0, note: `after ${failed} failed` })),
    )
    continue
  }
  const done = await runGroup(group)
  results.push(...done)
  failed = done.find((r) => r.result === 'FAILED')?.name
}

// The e2e servers the build phase started, whether or not e2e ran.
await stopServers()

const timesFile = process.env.TEST_TIMES_FILE
const earlier = timesFile && existsSync(timesFile) ? parseResultLines(readFileSync(timesFile, 'utf8')) : []
if (timesFile) appendFileSync(timesFile, results.map((r) => `${resultLine(r)}\n`).join(''))

console.log(`\nTest phases${process.env.CI ? ' (CI)' : ''}:\n${phaseTable([...earlier, ...results])}`)
if (failed) {
  const failures = results.find((r) => r.name === failed)?.failures ?? []
  if (failures.length) console.error(`\nWhat failed in ${failed} (the lines of its output above that say so):\n${failures.join('\n')}`)
  console.error(`\nFAILED: the ${failed} phase failed (its output is above).`)
  process.exit(1)
}
