/**
 * The main thread's long tasks after the first paint, read from a Chromium trace (the JSON of `browser.stopTracing()`,
 * or Lighthouse's `artifacts.Trace`; Chrome's Trace Event Format, times in µs there, in ms here). Pure:
 * `npm run bench:long-tasks` (scripts/bench-long-tasks.ts) and `npm run audit` (scripts/audit.ts) record the traces
 * (docs/performance.md "Long tasks" and "Blocking time in CPU time"). A task counts as Lighthouse counts it for Total
 * Blocking Time: the part of a top-level task after the first contentful paint, when over 50 ms; what is over 50 ms of
 * it blocks. Two clocks: {@link longTasksAfterPaint} reads each task's wall time (`dur`), which includes the time the
 * thread waited while the host ran something else; {@link cpuTimeAfterPaint} reads its thread CPU time (`tdur`), which
 * does not, times the phone's CPU slowdown.
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
  /** Thread CPU time of a complete (`X`) event, µs: `dur` less the time the thread was not running. */
  tdur?: number
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

/** The first contentful paint and the navigation start it is measured from (µs), on the page's main thread. */
function paintOrigin(events: readonly TraceEvent[]): { fcp: TraceEvent; origin: number } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) throw new Error('the trace has no firstContentfulPaint: did the page paint?')
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts <= fcp.ts && e.args?.data?.isLoadingMainFrame,
  )
  return { fcp, origin: navigation?.ts ?? fcp.ts }
}

/** The top-level tasks of thread `pid`/`tid`, each once, in order of start. */
const threadTasks = (events: readonly TraceEvent[], { pid, tid }: { pid: number; tid: number }): TraceEvent[] =>
  topLevel(events.filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.pid === pid && e.tid === tid))

/** The top-level tasks of the thread that painted `fcp`, each once. */
const mainThreadTasks = (events: readonly TraceEvent[], fcp: TraceEvent): TraceEvent[] => threadTasks(events, fcp)

/**
 * Scripts the measuring tool runs in the page, not the page's own: Lighthouse's gatherers evaluate `_lighthouse-eval.js`
 * while the trace may still be recording.
 */
const DRIVER_SCRIPT = /(^|\/)_lighthouse-eval\.js$/

/** Whether `task` (a top-level task of `thread`) runs a script of the measuring tool ({@link DRIVER_SCRIPT}). */
function runsDriverScript(task: TraceEvent, driverEvents: readonly TraceEvent[]): boolean {
  const end = task.ts + (task.dur ?? 0)
  return driverEvents.some((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < end)
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
  const { fcp, origin } = paintOrigin(events)
  const tasks = mainThreadTasks(events, fcp).flatMap((e): LongTask[] => {
    const start = Math.max(e.ts, fcp.ts)
    const end = e.ts + e.dur!
    const durationMs = (end - start) / 1000
    return durationMs > LONG_TASK_MS ? [{ startMs: (start - origin) / 1000, durationMs, start: e.ts, end, pid: e.pid, tid: e.tid }] : []
  })
  return {
    fcpMs: (fcp.ts - origin) / 1000,
    tasks,
    longestMs: Math.max(0, ...tasks.map((t) => t.durationMs)),
    blockingMs: tasks.reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0),
  }
}

/** One main-thread task after the first paint, in CPU time on the emulated phone. */
export type CpuTask = {
  /** Start, ms after navigation start (the first paint at the earliest). */
  startMs: number
  /** Its thread CPU time after the first paint times the slowdown (ms): what it costs the phone. */
  cpuMs: number
  /** Its wall time after the first paint on the host (ms), for comparison. */
  wallMs: number
  start: number
  end: number
  pid: number
  tid: number
}

/** Blocking time in CPU time (docs/performance.md "Blocking time in CPU time"). */
export type CpuTimeSummary = {
  /** The CPU slowdown the CPU times were multiplied by (x). */
  multiplier: number
  /** Every main-thread task after the first paint, in order. */
  tasks: CpuTask[]
  /** The longest task's CPU time on the phone (ms); 0 without any task. */
  longestMs: number
  /** The sum over the tasks of their CPU time on the phone over 50 ms (ms): "CPU-time TBT". */
  blockingMs: number
}

/**
 * Blocking time counted in CPU time (docs/performance.md "Blocking time in CPU time"): for each top-level task of the
 * main thread after the first contentful paint, its thread CPU time (`tdur`; for a task that began before the paint,
 * the share of it that ran after, in proportion to its wall time) times `multiplier`, the CPU slowdown that makes
 * this host the phone; the CPU time over 50 ms of each, summed. Unlike the wall time that Lighthouse multiplies, CPU
 * time leaves out the time the task waited while the host ran other work, so a host's stalls are not counted as the
 * page's. A task without `tdur` (a trace recorded without thread times) counts its wall time; a task that runs the
 * measuring tool's own script (Lighthouse's `_lighthouse-eval.js`) is not the page's and does not count. Throws when
 * the trace has no first contentful paint, or on a multiplier that is not a positive number.
 */
export function cpuTimeAfterPaint(events: readonly TraceEvent[], multiplier: number): CpuTimeSummary {
  if (!Number.isFinite(multiplier) || multiplier <= 0) throw new Error(`a CPU slowdown must be a positive number, not ${multiplier}`)
  const { fcp, origin } = paintOrigin(events)
  const driverEvents = events.filter((e) => {
    const url = e.args?.data?.url
    return typeof url === 'string' && DRIVER_SCRIPT.test(url)
  })
  const tasks = mainThreadTasks(events, fcp).flatMap((e): CpuTask[] => {
    const end = e.ts + (e.dur ?? 0)
    if (end <= fcp.ts || runsDriverScript(e, driverEvents)) return []
    const start = Math.max(e.ts, fcp.ts)
    const wall = end - start
    const share = e.dur ? wall / e.dur : 1
    const cpu = (e.tdur ?? e.dur ?? 0) * share
    return [
      { startMs: (start - origin) / 1000, cpuMs: (cpu * multiplier) / 1000, wallMs: wall / 1000, start: e.ts, end, pid: e.pid, tid: e.tid },
    ]
  })
  return {
    multiplier,
    tasks,
    longestMs: Math.max(0, ...tasks.map((t) => t.cpuMs)),
    blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.cpuMs - LONG_TASK_MS), 0),
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
export function profileTask(events: readonly TraceEvent[], task: Pick<LongTask, 'start' | 'end' | 'pid' | 'tid'>, top = 8): TaskProfile {
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

/**
 * One interaction of the page as Chromium's trace records it (`EventTiming` events, category `devtools.timeline`: one
 * per event of the interaction, e.g. a key's keydown, keypress and keyup, sharing an `interactionId`): its start (µs,
 * the trace's clock; `startMs`, the page's `performance.now()` of its first event), its Event Timing duration (ms,
 * the longest of its events': from the event to the next paint after its handlers, as INP counts it), its event types
 * and the thread that ran it.
 */
export type TracedInteraction = {
  id: number
  types: string[]
  startMs: number
  durationMs: number
  start: number
  end: number
  pid: number
  tid: number
}

/** The interactions of a trace (Event Timing entries with an `interactionId` over 0), in order of start. */
export function tracedInteractions(events: readonly TraceEvent[]): TracedInteraction[] {
  const byId = new Map<string, TracedInteraction>()
  for (const e of events) {
    const data = e.args?.data as { interactionId?: number; duration?: number; type?: string; timeStamp?: number } | undefined
    if (e.name !== 'EventTiming' || e.ph !== 'b' || !data?.interactionId) continue
    const key = `${e.pid}:${data.interactionId}`
    const durationMs = data.duration ?? 0
    const known = byId.get(key)
    if (!known) {
      byId.set(key, {
        id: data.interactionId,
        types: [data.type ?? '?'],
        startMs: data.timeStamp ?? 0,
        durationMs,
        start: e.ts,
        end: e.ts + durationMs * 1000,
        pid: e.pid,
        tid: e.tid,
      })
      continue
    }
    known.types.push(data.type ?? '?')
    known.start = Math.min(known.start, e.ts)
    known.startMs = Math.min(known.startMs, data.timeStamp ?? known.startMs)
    known.durationMs = Math.max(known.durationMs, durationMs)
    known.end = Math.max(known.end, e.ts + durationMs * 1000)
  }
  return [...byId.values()].sort((a, b) => a.start - b.start)
}

/** A stretch of one thread's time: `start` and `end` in the trace's clock (µs). */
export type ThreadWindow = { start: number; end: number; pid: number; tid: number }

/**
 * The top-level tasks of the window's thread that ran during `window`, each with the share of its thread CPU time
 * (`tdur`, in proportion to its wall time inside the window) times `multiplier`, in ms: what the window's work costs
 * the phone (docs/performance.md "Blocking time in CPU time"). Throws on a multiplier that is not a positive number.
 */
export function cpuTasksWithin(events: readonly TraceEvent[], window: ThreadWindow, multiplier: number): CpuTask[] {
  if (!Number.isFinite(multiplier) || multiplier <= 0) throw new Error(`a CPU slowdown must be a positive number, not ${multiplier}`)
  return threadTasks(events, window).flatMap((e): CpuTask[] => {
    const end = e.ts + (e.dur ?? 0)
    const from = Math.max(e.ts, window.start)
    const to = Math.min(end, window.end)
    if (to <= from) return []
    const share = e.dur ? (to - from) / e.dur : 1
    const cpu = (e.tdur ?? e.dur ?? 0) * share
    return [
      {
        startMs: (from - window.start) / 1000,
        cpuMs: (cpu * multiplier) / 1000,
        wallMs: (to - from) / 1000,
        start: e.ts,
        end,
        pid: e.pid,
        tid: e.tid,
      },
    ]
  })
}

/** The sum of {@link cpuTasksWithin}'s CPU times (ms): what all of the window's work costs the phone. */
export function cpuTimeWithin(events: readonly TraceEvent[], window: ThreadWindow, multiplier: number): number {
  return cpuTasksWithin(events, window, multiplier).reduce((sum, t) => sum + t.cpuMs, 0)
}

/** Event Timing neither reports nor traces an event shorter than this (ms): such a key counts as this long. */
export const EVENT_TIMING_FLOOR_MS = 16

/** One key: its Event Timing duration (ms, wall time; {@link EVENT_TIMING_FLOOR_MS} when too short to be reported) and its CPU time (ms). */
export type TimedKey = { wallMs: number; cpuMs: number }

/**
 * The keys pressed between `from` and `to` (µs, the trace's clock): each `keydown` dispatched on the page's main thread
 * with its interaction's Event Timing duration ({@link tracedInteractions}) and the CPU time of the thread's tasks
 * during it, times `multiplier` ({@link cpuTasksWithin}); a key too short to be traced counts
 * {@link EVENT_TIMING_FLOOR_MS} from its dispatch. Also the thread (null without any key).
 */
export function keysWithin(
  events: readonly TraceEvent[],
  from: number,
  to: number,
  multiplier: number,
): { keys: TimedKey[]; thread: { pid: number; tid: number } | null } {
  const keydowns = events.filter(
    (e) => e.name === 'EventDispatch' && e.ph === 'X' && e.args?.data?.type === 'keydown' && e.ts >= from && e.ts <= to,
  )
  const interactions = tracedInteractions(events)
  const keys = keydowns.map((k): TimedKey => {
    const traced = interactions.find((i) => i.pid === k.pid && i.start <= k.ts && k.ts <= i.end)
    const window = traced ?? { start: k.ts, end: k.ts + EVENT_TIMING_FLOOR_MS * 1000, pid: k.pid, tid: k.tid }
    return {
      wallMs: traced?.durationMs ?? EVENT_TIMING_FLOOR_MS,
      cpuMs: cpuTimeWithin(events, window, multiplier),
    }
  })
  const first = keydowns[0]
  return { keys, thread: first ? { pid: first.pid, tid: first.tid } : null }
}
