import type { ChildProcess } from 'node:child_process'
import { parseArgs } from 'node:util'
import { runTs, waitFor } from './child-processes.ts'
import { asServedInProduction, gradePage, type Grade } from './lib/observatory-grade.ts'

/**
 * `npm run grade:headers` (docs/security.md "The grade"): MDN HTTP Observatory's grade of the built site on `/`,
 * `/pricing`, `/gallery`, `/auth` and `/admin`, with the Observatory's own tests and scoring
 * (scripts/lib/observatory-grade.ts), as if served over https (the http-to-https redirect is the host's and out of
 * scope). Serves `--dir` (default dist, built by `npm run build`) with scripts/serve-dist.ts on `--port` (default
 * 4187), or grades a running server given by `--url`. A local build's loopback backend origin is graded as https,
 * as production's is. Prints each page's score, grade and the tests that cost points; exits 1 below A+.
 */
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4187' },
    url: { type: 'string' },
    site: { type: 'string', default: 'https://www.example.com' },
  },
})
export const GRADED_PATHS = ['/', '/pricing', '/gallery', '/auth', '/admin'] as const

const children: ChildProcess[] = []
const base = args.url?.replace(/\/+$/, '') ?? `http://127.0.0.1:${args.port}`
try {
  if (!args.url) {
    runTs(children, 'scripts/serve-dist.ts', ['--dir', args.dir, '--port', args.port])
    await waitFor(`${base}/`, 30_000)
  }
  const grades: [string, Grade][] = []
  for (const path of GRADED_PATHS) {
    const response = await fetch(`${base}${path}`)
    const headers = asServedInProduction(Object.fromEntries(response.headers))
    grades.push([path, await gradePage({ status: response.status, headers, body: await response.text() }, `${args.site}${path}`)])
  }
  for (const [path, grade] of grades) {
    const costs = grade.tests.filter((t) => t.modifier < 0).map((t) => `${t.test}: ${t.result} (${t.modifier})`)
    const credits = grade.tests.filter((t) => t.modifier > 0).map((t) => `${t.result} (+${t.modifier})`)
    console.log(
      `${path.padEnd(9)} ${grade.grade.padEnd(2)} ${String(grade.score).padStart(3)}/100  ${costs.length ? `costs: ${costs.join('; ')}` : `extra credit: ${credits.join(', ')}`}`,
    )
  }
  const below = grades.filter(([, g]) => g.grade !== 'A+')
  if (below.length) {
    console.error(`Below A+: ${below.map(([p, g]) => `${p} ${g.grade}`).join(', ')} (docs/security.md)`)
    process.exitCode = 1
  }
} finally {
  for (const child of children) child.kill()
}
