import {
  cpuTasksWithin,
  cpuTimeAfterPaint,
  cpuTimeWithin,
  EVENT_TIMING_FLOOR_MS,
  keysWithin,
  longTasksAfterPaint,
  profileTask,
  tracedInteractions,
  type TraceEvent,
} from '../../scripts/lib/long-tasks.ts'

// Long tasks after the first paint, read from a trace as `npm run bench:long-tasks` records it (scripts/lib/long-tasks.ts).

const MAIN = { pid: 1, tid: 7 }
const at = (ms: number) => 1_000_000 + ms * 1000
const task = (startMs: number, durMs: number, name = 'RunTask', thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: at(startMs),
  dur: durMs * 1000,
  ...thread,
})

const trace: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ts: at(0), ...MAIN, args: { data: { isLoadingMainFrame: true } } },
  { name: 'firstContentfulPaint', ph: 'R', ts: at(600), ...MAIN },
  task(100, 300), // before the first paint: not counted
  task(560, 100), // 60 ms of it after the paint: long
  task(700, 120),
  task(700, 119, 'ThreadControllerImpl::RunTask'), // the same task under its other name
  { name: 'EvaluateScript', ph: 'X', ts: at(705), dur: 80_000, ...MAIN, args: { data: { url: 'http://x/assets/framework-abc.js' } } },
  { name: 'FunctionCall', ph: 'X', ts: at(710), dur: 30_000, ...MAIN, args: { data: { functionName: 'hydrate' } } },
  task(900, 50), // exactly 50 ms: not long
  task(1000, 200, 'RunTask', { pid: 1, tid: 9 }), // another thread
]

describe('longTasksAfterPaint', () => {
  it('counts the main thread tasks over 50 ms after the first paint, each once, clipped at the paint', () => {
    const summary = longTasksAfterPaint(trace)
    expect(summary.fcpMs).toBe(600)
    expect(summary.tasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [600, 60],
      [700, 120],
    ])
    expect(summary.longestMs).toBe(120)
    expect(summary.blockingMs).toBe(10 + 70)
  })

  it('says so when the page never painted', () => {
    expect(() => longTasksAfterPaint(trace.filter((e) => e.name !== 'firstContentfulPaint'))).toThrow(/firstContentfulPaint/)
  })
})

describe('cpuTimeAfterPaint', () => {
  /** A main-thread task of `durMs` wall time of which `cpuMs` ran on the CPU. */
  const cpuTask = (startMs: number, durMs: number, cpuMs: number): TraceEvent => ({ ...task(startMs, durMs), tdur: cpuMs * 1000 })
  const cpuTrace: TraceEvent[] = [
    { name: 'navigationStart', ph: 'R', ts: at(0), ...MAIN, args: { data: { isLoadingMainFrame: true } } },
    { name: 'firstContentfulPaint', ph: 'R', ts: at(600), ...MAIN },
    cpuTask(100, 300, 200), // before the first paint: not counted
    cpuTask(500, 200, 100), // half of it after the paint: 50 ms of CPU time counted
    cpuTask(800, 400, 12), // long on the host's clock, 12 ms of CPU: the host ran something else
    cpuTask(800, 390, 11), // nested (the same task under its other name): counted once
    cpuTask(1300, 30, 8),
    { ...task(1400, 9), tdur: undefined }, // no thread time: its wall time counts
    { ...cpuTask(1500, 300, 300), tid: 9 }, // another thread
    cpuTask(1900, 80, 70), // Lighthouse's own script, run in the page while the trace records: not the page's
    { name: 'FunctionCall', ph: 'X', ts: at(1901), dur: 70_000, ...MAIN, args: { data: { url: '_lighthouse-eval.js' } } },
  ]
  cpuTrace[4]!.name = 'ThreadControllerImpl::RunTask'

  it('multiplies each task after the first paint by the slowdown, and sums what is over 50 ms', () => {
    const summary = cpuTimeAfterPaint(cpuTrace, 5)
    expect(summary.tasks.map((t) => [t.startMs, t.cpuMs, t.wallMs])).toEqual([
      [600, 250, 100],
      [800, 60, 400],
      [1300, 40, 30],
      [1400, 45, 9],
    ])
    expect(summary.longestMs).toBe(250)
    expect(summary.blockingMs).toBe(200 + 10)
  })

  it('gives a page whose tasks stay short no blocking time, however long the host took', () => {
    const summary = cpuTimeAfterPaint(cpuTrace, 1)
    expect(summary.blockingMs).toBe(0)
    expect(summary.longestMs).toBe(50)
  })

  it('refuses a slowdown that is not a positive number, and a trace without a paint', () => {
    expect(() => cpuTimeAfterPaint(cpuTrace, 0)).toThrow(/positive/)
    expect(() =>
      cpuTimeAfterPaint(
        cpuTrace.filter((e) => e.name !== 'firstContentfulPaint'),
        4,
      ),
    ).toThrow(/firstContentfulPaint/)
  })
})

describe('profileTask', () => {
  it('gives the self time of the events nested in a task, named by their script or function', () => {
    const long = longTasksAfterPaint(trace).tasks[1]!
    expect(Object.fromEntries(profileTask(trace, long).events)).toEqual({
      'EvaluateScript framework-abc.js': 50,
      'FunctionCall hydrate': 30,
      'ThreadControllerImpl::RunTask': 39,
      RunTask: 1,
    })
  })
})

describe('keys in a trace (npm run bench:admin)', () => {
  /** Chromium's EventTiming begin event of one event of an interaction. */
  const timing = (startMs: number, durationMs: number, type: string, interactionId: number): TraceEvent => ({
    name: 'EventTiming',
    cat: 'devtools.timeline',
    ph: 'b',
    ts: at(startMs),
    ...MAIN,
    args: { data: { type, duration: durationMs, interactionId, timeStamp: startMs } },
  })
  const keydown = (startMs: number): TraceEvent => ({
    name: 'EventDispatch',
    ph: 'X',
    ts: at(startMs),
    dur: 1000,
    ...MAIN,
    args: { data: { type: 'keydown' } },
  })
  const cpuTask = (startMs: number, durMs: number, cpuMs: number): TraceEvent => ({ ...task(startMs, durMs), tdur: cpuMs * 1000 })
  const keys: TraceEvent[] = [
    // A key of 40 ms: its keydown, keypress and keyup share an interaction; the input event has none.
    timing(100, 40, 'keydown', 7),
    timing(100, 38, 'keypress', 7),
    timing(101, 30, 'input', 0),
    timing(130, 20, 'keyup', 7),
    keydown(100),
    cpuTask(100, 20, 10),
    cpuTask(125, 10, 4), // the frame after it
    cpuTask(200, 10, 10), // after its window: not the key's
    // A key too short to be traced.
    keydown(300),
    cpuTask(300, 6, 3),
  ]

  it('groups the events of one interaction: its start, its longest duration, the end of its last event and its types', () => {
    const [key] = tracedInteractions(keys)
    expect(key).toMatchObject({
      id: 7,
      startMs: 100,
      durationMs: 40,
      start: at(100),
      end: at(150),
      types: ['keydown', 'keypress', 'keyup'],
    })
    expect(tracedInteractions(keys)).toHaveLength(1)
  })

  it('times every keydown: its interaction, or the floor when none was traced; its CPU time within, scaled', () => {
    const { keys: timed, thread } = keysWithin(keys, at(0), at(1000), 2)
    expect(thread).toEqual(MAIN)
    expect(timed).toEqual([
      { wallMs: 40, cpuMs: (10 + 4) * 2 },
      { wallMs: EVENT_TIMING_FLOOR_MS, cpuMs: 3 * 2 },
    ])
    expect(keysWithin(keys, at(250), at(1000), 1).keys).toHaveLength(1)
  })

  it('counts the share of a task inside a window in proportion to its wall time', () => {
    const [half] = cpuTasksWithin([cpuTask(0, 100, 40)], { start: at(50), end: at(200), ...MAIN }, 3)
    expect(half).toMatchObject({ wallMs: 50, cpuMs: 20 * 3 })
    expect(() => cpuTasksWithin([], { start: 0, end: 1, ...MAIN }, 0)).toThrow(/positive/)
  })

  it("sums the window's tasks' CPU time, shares included", () => {
    const window = { start: at(50), end: at(200), ...MAIN }
    expect(cpuTimeWithin([cpuTask(0, 100, 40), cpuTask(150, 20, 10)], window, 3)).toBe((20 + 10) * 3)
    expect(cpuTimeWithin([], window, 3)).toBe(0)
  })
})
