/**
 * `npm run test:quick` (docs/testing.md "Which command when"): the inner loop after a change, in well under two
 * minutes for a one-file change. Finds the changed files with git (staged, unstaged and untracked changes, and
 * commits since the branch left main; TEST_QUICK_BASE names another base), then runs, printing each command and
 * its time: the typecheck (`npm run typecheck`, TypeScript 7's `tsc -b`, incremental; docs/decisions.md #236) beside
 * the lint of the changed files (eslint with its cache, node_modules/.cache/eslint) and knip (the whole project's unused
 * files, exports and dependencies; docs/decisions.md #480), then the Vitest files related
 * to the change (`vitest related`: the changed test files and those importing a changed module; a changed migration,
 * seed, bootstrap or config.toml brings in the backend and feature tests). Every step runs even when one fails;
 * exits 1 if any failed.
 * The full check before pushing is `npm test`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { phaseTable, runGroup, type Phase, type PhaseResult } from './lib/phases.ts'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const lines = (text: string) => text.split('\n').filter(Boolean)

/** The commit the branch left its base at, or undefined when there is no such base (then only uncommitted changes count). */
function mergeBase(): string | undefined {
  for (const base of process.env.TEST_QUICK_BASE ? [process.env.TEST_QUICK_BASE] : ['main', 'origin/main']) {
    try {
      return git('merge-base', base, 'HEAD')
    } catch {
      // try the next
    }
  }
  return undefined
}

const base = mergeBase()
const changed = [
  ...new Set([...lines(git('diff', '--name-only', base ?? 'HEAD')), ...lines(git('ls-files', '--others', '--exclude-standard'))]),
].filter((file) => existsSync(file))
const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
/** Files the backend reads at run time rather than imports: any change needs the tests that start a backend. */
const backendData = changed.filter((file) => /^supabase\/(migrations\/.*\.sql|seed\.sql|config\.toml|local\/bootstrap\.sql)$/.test(file))

console.log(
  `Changed since ${base ? `${git('rev-parse', '--short', base)} (merge base with ${process.env.TEST_QUICK_BASE ?? 'main'})` : 'HEAD'}, with uncommitted files: ${changed.length}`,
)
for (const file of changed) console.log(`  ${file}`)

/** Shell words for bash, each in single quotes. */
const quote = (args: string[]) => args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')
const checks: Phase[] = [{ name: 'typecheck', command: 'npm run --silent typecheck' }]
if (code.length) {
  checks.push({
    name: 'lint',
    command: `npx eslint --cache --cache-strategy content --cache-location node_modules/.cache/eslint/ --max-warnings 0 --no-warn-ignored ${quote(code)}`,
  })
}
// Unused files, exports and dependencies are a whole-project question: knip reads every module (a few seconds), after
// a change to code, to the dependencies or to its own configuration.
if (code.length || changed.some((file) => file === 'package.json' || file === 'knip.jsonc'))
  checks.push({ name: 'knip', command: 'npx knip' })
// Migrations, the seed, bootstrap.sql and config.toml are read by the backend at run time, not imported.
const vitest: Phase | undefined = backendData.length
  ? { name: 'vitest', command: 'npx vitest run --project backend --project features' }
  : code.length
    ? { name: 'vitest', command: `npx vitest related --run --passWithNoTests ${quote(code)}` }
    : undefined

const results: PhaseResult[] = []
for (const group of [checks, vitest ? [vitest] : []]) {
  if (group.length) results.push(...(await runGroup(group, { echoCommand: true })))
}
if (!code.length) console.log('\nNo changed TypeScript or JavaScript: no lint.')
if (!vitest) console.log('No changed module a test could import: no Vitest files to run.')
console.log(`\ntest:quick:\n${phaseTable(results)}`)
if (results.some((r) => r.result === 'FAILED')) process.exit(1)
