import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'

/**
 * `npx tsx scripts/profile-summary.ts <file.cpuprofile>... [--top 25]`: where a V8 CPU profile's time went (those
 * `npm run bench:admin -- --profile <folder>` writes, or DevTools saves), a table per file: the functions with the most
 * self time and the most total time (ms, with their script and line), and the self time per script. Wall time of the
 * sampled thread, so at the benchmark's CPU slowdown. For finding what to make cheaper, not a figure to report
 * (docs/performance.md "/admin at the speed of her thumb").
 */
const { values: args, positionals: files } = parseArgs({ options: { top: { type: 'string', default: '25' } }, allowPositionals: true })
const top = Number(args.top)
if (files.length === 0) {
  console.error('Usage: npx tsx scripts/profile-summary.ts <file.cpuprofile>... [--top 25]')
  process.exit(2)
}

/** The parts of a `.cpuprofile` (Chrome DevTools Protocol's Profiler.Profile) read here; times in µs. */
type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
  endTime: number
}

/** `https://host/assets/admin-BuVFn8.js` → `admin-BuVFn8.js`; V8's own work by its name ("(garbage collector)"). */
const scriptOf = (url: string) => (url ? basename(new URL(url, 'http://x').pathname) : '(browser or V8)')

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id)
  const label = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    return `${functionName || '(anonymous)'} ${url ? `${scriptOf(url)}:${lineNumber + 1}` : ''}`.trim()
  }
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const perScript = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    // A sample's time is the gap to the next sample (the last one's to the profile's end).
    const us = profile.timeDeltas[i + 1] ?? 0
    const name = label(id)
    self.set(name, (self.get(name) ?? 0) + us)
    const { url, functionName } = byId.get(id)!.callFrame
    const script = url ? scriptOf(url) : functionName
    perScript.set(script, (perScript.get(script) ?? 0) + us)
    // Each function on the stack once, however often it recurses.
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = label(at)
      if (seen.has(frame)) continue
      seen.add(frame)
      total.set(frame, (total.get(frame) ?? 0) + us)
    }
  })
  const ms = (us: number) => (us / 1000).toFixed(1).padStart(8)
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `${ms(us)}  ${name}`)
      .join('\n')
  const idle = self.get('(idle)') ?? 0
  console.log(`\n== ${file}: ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms sampled, ${(idle / 1000).toFixed(0)} ms idle`)
  console.log(`-- self time (ms)\n${rows(self)}`)
  total.delete('(root)')
  total.delete('(idle)')
  console.log(`-- total time (ms)\n${rows(total)}`)
  console.log(`-- self time per script (ms)\n${rows(perScript)}`)
}
