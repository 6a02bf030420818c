/**
 * The main thread's long tasks after the first paint, read from a Chromium trace (the JSON of `browser.stopTracing()`,
 * Chrome's Trace Event Format; times in µs there, in ms here). Pure: `npm run bench:long-tasks`
 * (scripts/bench-long-tasks.ts, docs/performance.md "Long tasks") records the trace. A task counts as Lighthouse
 * counts it for Total Blocking Time: the part of a top-level task after the first contentful paint, when over 50 ms;
 * what is over 50 ms of it blocks.
 */

/** One Trace Event Format event (the fields read here). */
export type TraceEvent = {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: { data?: Record<string, unknown> } & Record<string, unknown>
}

/** A task is long over this (ms), as for Lighthouse's Total Blocking Time. */
export const LONG_TASK_MS = 50

/** The names Chromium gives a top-level task of a thread's scheduler. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/** One long task: when it started (ms after navigation start, from the first paint at the earliest) and how long it ran. */
export type LongTask = { startMs: number; durationMs: number; start: number; end: number; pid: number; tid: number }

/** What a trace says about the long tasks after the first paint. */
export type LongTaskSummary = {
  /** The first contentful paint, ms after navigation start. */
  fcpMs: number
  tasks: LongTask[]
  /** The longest task's duration after the first paint (ms); 0 without any. */
  longestMs: number
  /** The sum over the tasks of their time over 50 ms (ms): Lighthouse's blocking time for them. */
  blockingMs: number
}

/** The tasks not nested in another (Chromium may record a task under both of its names), in order of start. */
function topLevel(tasks: readonly TraceEvent[]): TraceEvent[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  let end = -Infinity
  return sorted.filter((e) => {
    if (e.ts < end) return false
    end = e.ts + (e.dur ?? 0)
    return true
  })
}

/**
 * The long tasks after the first contentful paint on the page's main thread (the thread that painted it), in order.
 * Throws when the trace has no first contentful paint.
 */
export function longTasksAfterPaint(events: readonly TraceEvent[]): LongTaskSummary {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) throw new Error('the trace has no firstContentfulPaint: did the page paint?')
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts <= fcp.ts && e.args?.data?.isLoadingMainFrame,
  )
  const origin = navigation?.ts ?? fcp.ts
  const tasks = topLevel(events.filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.pid === fcp.pid && e.tid === fcp.tid)).flatMap(
    (e): LongTask[] => {
      const start = Math.max(e.ts, fcp.ts)
      const end = e.ts + e.dur!
      const durationMs = (end - start) / 1000
      return durationMs > LONG_TASK_MS ? [{ startMs: (start - origin) / 1000, durationMs, start: e.ts, end, pid: e.pid, tid: e.tid }] : []
    },
  )
  return {
    fcpMs: (fcp.ts - origin) / 1000,
    tasks,
    longestMs: Math.max(0, ...tasks.map((t) => t.durationMs)),
    blockingMs: tasks.reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0),
  }
}

/** Where the time of a task went: self time (ms) by trace event, and by JavaScript function when the trace has CPU samples. */
export type TaskProfile = { events: [string, number][]; functions: [string, number][] }

/** The name of a trace event with what it ran, e.g. "EvaluateScript framework-x.js" or "FunctionCall onMessage". */
function eventLabel(e: TraceEvent): string {
  const data = e.args?.data ?? {}
  const url = typeof data.url === 'string' && data.url ? ` ${data.url.replace(/^.*\//, '')}` : ''
  const fn = typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}` : ''
  return `${e.name}${fn}${url}`
}

/** The top `top` entries of a tally, largest first, in ms. */
const topOf = (tally: Map<string, number>, top: number): [string, number][] =>
  [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => [k, v / 1000])

/** The CPU samples of the thread `pid`/`tid` (its V8 profile, by the id of its `Profile` event): their time (µs) and the function each was in (name, file and line). */
function cpuSamples(events: readonly TraceEvent[], pid: number, tid: number): { ts: number; fn: string }[] {
  const starts = new Map<string, number>()
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id) starts.set(e.id, Number(e.args?.data?.startTime ?? e.ts))
  const out: { ts: number; fn: string }[] = []
  const nodes = new Map<string, string>()
  const clock = new Map<string, number>()
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !e.id || !starts.has(e.id)) continue
    const data = e.args?.data as
      | {
          cpuProfile?: {
            nodes?: { id: number; callFrame: { functionName: string; url?: string; lineNumber?: number } }[]
            samples?: number[]
          }
          timeDeltas?: number[]
        }
      | undefined
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { functionName, url = '', lineNumber = -1 } = node.callFrame
      const where = url ? ` ${url.replace(/^.*\//, '')}:${lineNumber + 1}` : ''
      nodes.set(`${e.id}:${node.id}`, `${functionName || '(anonymous)'}${where}`)
    }
    let ts = clock.get(e.id) ?? starts.get(e.id)!
    const samples = data?.cpuProfile?.samples ?? []
    const deltas = data?.timeDeltas ?? []
    samples.forEach((node, i) => {
      ts += deltas[i] ?? 0
      out.push({ ts, fn: nodes.get(`${e.id}:${node}`) ?? `node ${node}` })
    })
    clock.set(e.id, ts)
  }
  return out
}

/**
 * Where `task`'s time went (for profiling, `npm run bench:long-tasks -- --profile`): the self time of each trace event
 * nested in it on its thread, and, when the trace was recorded with the `disabled-by-default-v8.cpu_profiler`
 * category, the self time of each JavaScript function sampled in it; the `top` largest of each.
 */
export function profileTask(events: readonly TraceEvent[], task: LongTask, top = 8): TaskProfile {
  const nested = events
    .filter((e) => e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && e.ts >= task.start && e.ts + (e.dur ?? 0) <= task.end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const selfTime = new Map<string, number>()
  const stack: { end: number; label: string }[] = []
  for (const e of nested) {
    while (stack.length > 0 && stack.at(-1)!.end <= e.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent) selfTime.set(parent.label, (selfTime.get(parent.label) ?? 0) - (e.dur ?? 0))
    const label = eventLabel(e)
    selfTime.set(label, (selfTime.get(label) ?? 0) + (e.dur ?? 0))
    stack.push({ end: e.ts + (e.dur ?? 0), label })
  }
  const samples = cpuSamples(events, task.pid, task.tid).filter((s) => s.ts >= task.start && s.ts <= task.end)
  const functions = new Map<string, number>()
  samples.forEach((s, i) => {
    const next = samples[i + 1]?.ts ?? s.ts
    functions.set(s.fn, (functions.get(s.fn) ?? 0) + (next - s.ts))
  })
  return { events: topOf(selfTime, top), functions: topOf(functions, top) }
}
