import { longTasksAfterPaint, profileTask, type TraceEvent } from '../../scripts/lib/long-tasks.ts'

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
