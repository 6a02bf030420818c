import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Phases of the test runners (`npm test`, scripts/test-all.ts; `npm run test:quick`, scripts/test-quick.ts;
 * docs/testing.md): a shell command run with its wall time and the CPU time (user + sys) of every process
 * it ran, and the table of them printed at the end.
 */

/**
 * A step of a run: its name in the table and either the shell command (bash) that runs it, or a server: a script run
 * with tsx (`server`: its path and arguments) that sends `{ ready: true, cpuMs }` over its IPC channel once it serves
 * (scripts/e2e-servers.ts). A server's phase ends then, and the server runs on until {@link stopServers}.
 */
export type Phase = { name: string; command: string } | { name: string; server: string[] }

/**
 * How a phase went. `skipped` carries why (e.g. an earlier phase failed). Times in ms; `startMs` (epoch ms) when known,
 * so that phases run side by side count once in the total.
 */
export type PhaseResult = {
  name: string
  result: 'ok' | 'FAILED' | 'skipped'
  wallMs: number
  cpuMs: number
  startMs?: number
  note?: string
  /** A failed phase's output lines that say what failed ({@link failureDigest}), to print again below the table. */
  failures?: string[]
}

/** How much of a phase's output is kept for {@link failureDigest}: its last 4 MB. */
const KEPT_OUTPUT_BYTES = 4 * 1024 * 1024

/** Keeps the last {@link KEPT_OUTPUT_BYTES} of a phase's output. */
function outputKeeper() {
  const chunks: Buffer[] = []
  let bytes = 0
  return {
    keep(chunk: Buffer) {
      chunks.push(chunk)
      bytes += chunk.length
      while (bytes > KEPT_OUTPUT_BYTES && chunks.length > 1) bytes -= chunks.shift()!.length
    },
    text: () => Buffer.concat(chunks).toString(),
  }
}

/**
 * The lines of a failed phase's output that name what failed, at most `max` (12): Vitest's `FAIL` lines and the first
 * assertion, Playwright's numbered failures, ESLint's and tsc's errors. CI shows only the end of a run's output, where
 * the table is, so these are printed again below it (scripts/test-all.ts). Colour codes are removed; repeats dropped.
 */
export function failureDigest(output: string, max = 12): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const wanted =
    /^\s*(FAIL\b|×|✗|✘|\d+\) \[|\d+ (failed|flaky)\b|AssertionError|Error: |TypeError: |.*\berror\b.*\(\S+\)$|.*: error TS\d+|\s*\d+:\d+\s+error\s)/
  const picked = [...new Set(lines.filter((l) => wanted.test(l)).map((l) => l.trimEnd().slice(0, 300)))]
  return picked.length > max ? [...picked.slice(0, max), `... and ${picked.length - max} more such lines above`] : picked
}

let runs = 0

/** bash's `times`, second line (the shell's children): "1m2.345s 0m0.678s" → ms of user + sys. */
function childCpuMs(times: string): number {
  const line = times.trim().split('\n')[1] ?? ''
  return line
    .split(/\s+/)
    .map((t) => /^(\d+)m([\d.]+)s$/.exec(t))
    .reduce((sum, m) => sum + (m ? (Number(m[1]) * 60 + Number(m[2])) * 1000 : 0), 0)
}

/**
 * Runs `phase.command` with bash; resolves (never rejects) with its result. The output goes to this
 * process's, or is collected and handed to `onOutput` when `collect` (phases that run side by side).
 */
function runPhase(
  phase: { name: string; command: string },
  options: { collect?: boolean; onOutput?: (text: string) => void } = {},
): Promise<PhaseResult> {
  const timesFile = join(tmpdir(), `test-phase-${process.pid}-${++runs}.times`)
  const script = `${phase.command}\nrc=$?\ntimes > '${timesFile}'\nexit $rc`
  const started = performance.now()
  const startMs = Date.now()
  // A streamed phase on a terminal inherits it (its live progress); otherwise (CI) its output is passed on and kept.
  const inherit = !options.collect && process.stdout.isTTY
  const child = spawn('bash', ['-c', script], { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
  const output = outputKeeper()
  child.stdout?.on('data', (c: Buffer) => (output.keep(c), options.collect || process.stdout.write(c)))
  child.stderr?.on('data', (c: Buffer) => (output.keep(c), options.collect || process.stderr.write(c)))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const wallMs = performance.now() - started
      const cpuMs = existsSync(timesFile) ? childCpuMs(readFileSync(timesFile, 'utf8')) : 0
      rmSync(timesFile, { force: true })
      if (options.collect) options.onOutput?.(output.text())
      const failed = code !== 0
      resolve({
        name: phase.name,
        result: failed ? 'FAILED' : 'ok',
        wallMs,
        cpuMs,
        startMs,
        ...(failed ? { failures: failureDigest(output.text()) } : {}),
      })
    })
  })
}

/** The servers started by server phases, still running. */
const servers = new Set<ChildProcess>()

/**
 * Starts a server phase's script with an IPC channel and resolves (never rejects) once it says it is ready (`ok`, its
 * wall time until then and the CPU time it reports) or exits first (`FAILED`). Its output goes to this process's, or is
 * collected and handed to `onOutput` up to that point when `collect`; later output goes to this process's. The server
 * ends when this process does (it sees its channel close), or at {@link stopServers}.
 */
function startServer(
  phase: { name: string; server: string[] },
  options: { collect?: boolean; onOutput?: (text: string) => void } = {},
): Promise<PhaseResult> {
  const started = performance.now()
  const startMs = Date.now()
  const output = options.collect ? 'pipe' : 'inherit'
  const child = spawn(process.execPath, ['--import', 'tsx', ...phase.server], { stdio: ['ignore', output, output, 'ipc'] })
  const chunks: Buffer[] = []
  const keep = (c: Buffer) => chunks.push(c)
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return new Promise((resolve) => {
    const end = (result: PhaseResult) => {
      child.stdout?.off('data', keep).pipe(process.stdout)
      child.stderr?.off('data', keep).pipe(process.stderr)
      if (options.collect) options.onOutput?.(Buffer.concat(chunks).toString())
      resolve(result)
    }
    const wallMs = () => performance.now() - started
    child.once('message', (message: { ready?: boolean; cpuMs?: number }) => {
      if (!message.ready) return
      servers.add(child)
      child.once('exit', () => servers.delete(child))
      end({ name: phase.name, result: 'ok', wallMs: wallMs(), cpuMs: message.cpuMs ?? 0, startMs })
    })
    // 'close', not 'exit': its output has been read by then.
    child.once('close', () => {
      if (!servers.has(child)) end({ name: phase.name, result: 'FAILED', wallMs: wallMs(), cpuMs: 0, startMs })
    })
  })
}

/** Stops the servers of server phases (SIGTERM) and resolves once each has exited. */
export async function stopServers(): Promise<void> {
  await Promise.all(
    [...servers].map((child) => {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      return exited
    }),
  )
}

/**
 * Runs a group of phases side by side, the runners' one loop (`npm test` and `npm run test:quick`): prints what starts
 * (with each command when `echoCommand`), then a line per phase as it ends (`✓ lint ok in 41.2s`), and resolves with
 * their results. The group's first phase streams its output (Vitest's or Playwright's progress as it goes); each
 * other phase's output is collected and printed under its name as it ends.
 */
export async function runGroup(group: Phase[], { echoCommand = false } = {}): Promise<PhaseResult[]> {
  const commandOf = (p: Phase) => ('server' in p ? `tsx ${p.server.join(' ')}` : p.command)
  console.log(echoCommand ? group.map((p) => `\n▶ ${p.name}: ${commandOf(p)}`).join('') : `\n▶ ${group.map((p) => p.name).join(' + ')}`)
  return Promise.all(
    group.map(async (p, i) => {
      const options = { collect: i > 0, onOutput: (text: string) => text.trim() && console.log(`── ${p.name} ──\n${text.trimEnd()}`) }
      const r = await ('server' in p ? startServer(p, options) : runPhase(p, options))
      console.log(`${r.result === 'ok' ? '✓' : '✗'} ${r.name} ${r.result} in ${formatMs(r.wallMs)}`)
      return r
    }),
  )
}

/** 83456 → "1m 23.5s"; 4321 → "4.3s". */
function formatMs(ms: number): string {
  const s = ms / 1000
  return s < 60 ? `${s.toFixed(1)}s` : `${Math.floor(s / 60)}m ${(s % 60).toFixed(1).padStart(4, '0')}s`
}

/**
 * The wall time of `ran` from first start to last end: phases with a start time count by the union of their spans
 * (side by side, they overlap), phases without one (the install line of `.ci/run`) by their own wall time.
 */
export function totalWallMs(ran: PhaseResult[]): number {
  let total = ran.filter((r) => r.startMs === undefined).reduce((sum, r) => sum + r.wallMs, 0)
  const spans = ran
    .filter((r) => r.startMs !== undefined)
    .map((r) => [r.startMs!, r.startMs! + r.wallMs] as const)
    .sort((a, b) => a[0] - b[0])
  let covered = -Infinity
  for (const [start, end] of spans) {
    if (end <= covered) continue
    total += end - Math.max(start, covered)
    covered = end
  }
  return total
}

/** The table of phase times, with a total of the phases that ran (wall: {@link totalWallMs}; CPU: the sum). */
export function phaseTable(results: PhaseResult[]): string {
  const rows = results.map((r) => [
    r.name,
    r.result,
    r.result === 'skipped' ? '' : formatMs(r.wallMs),
    r.result === 'skipped' ? '' : formatMs(r.cpuMs),
    r.note ?? '',
  ])
  const ran = results.filter((r) => r.result !== 'skipped')
  rows.push(['total', '', formatMs(totalWallMs(ran)), formatMs(ran.reduce((s, r) => s + r.cpuMs, 0)), ''])
  const header = ['phase', 'result', 'wall', 'CPU (user+sys)', '']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}

/** One result as a line of a times file (tab-separated: name, result, wall ms, CPU ms[, start epoch ms]), and back. */
export const resultLine = (r: PhaseResult) =>
  [r.name, r.result, Math.round(r.wallMs), Math.round(r.cpuMs), ...(r.startMs === undefined ? [] : [Math.round(r.startMs)])].join('\t')
export function parseResultLines(text: string): PhaseResult[] {
  return text
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cells) => cells.length >= 4)
    .map(([name = '', result = '', wall = '0', cpu = '0', start]) => ({
      name,
      result: result === 'ok' ? 'ok' : result === 'skipped' ? 'skipped' : 'FAILED',
      wallMs: Number(wall),
      cpuMs: Number(cpu),
      ...(start ? { startMs: Number(start) } : {}),
    }))
}
