// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import {
  failureDigest,
  parseResultLines,
  phaseTable,
  resultLine,
  runGroup,
  totalWallMs,
  type PhaseResult,
} from '../../scripts/lib/phases.ts'

// The phase table of `npm test` and `.ci/run` (docs/testing.md "Which command when").
const ok = (name: string, wallMs: number, startMs?: number): PhaseResult => ({ name, result: 'ok', wallMs, cpuMs: wallMs, startMs })

describe('the phase table', () => {
  it('counts phases side by side once in the total wall time, and phases without a start by their own', () => {
    const results = [
      ok('install', 50_000),
      ok('typecheck', 55_000, 1_000),
      ok('lint', 70_000, 1_000),
      ok('unit', 160_000, 71_000),
      ok('build', 15_000, 71_500),
      ok('e2e', 370_000, 231_000),
    ]
    expect(totalWallMs(results)).toBe(50_000 + 70_000 + 160_000 + 370_000)
    expect(phaseTable(results).split('\n').at(-1)).toMatch(/^total\s+10m 50\.0s\s+12m 00\.0s$/)
  })

  it('leaves a gap between phases out', () => {
    expect(totalWallMs([ok('a', 10, 0), ok('b', 10, 100)])).toBe(20)
  })

  it('keeps start times through a times file; a line without one (the install) reads back without it', () => {
    const lines = `install\tok\t50000\t60000\n${resultLine(ok('unit', 1500, 1_700_000_000_000))}\n`
    expect(parseResultLines(lines)).toEqual([
      { name: 'install', result: 'ok', wallMs: 50_000, cpuMs: 60_000 },
      { name: 'unit', result: 'ok', wallMs: 1500, cpuMs: 1500, startMs: 1_700_000_000_000 },
    ])
  })
})

describe('a group of phases side by side', () => {
  it("streams the first phase's output and prints each other's under its name as it ends", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const results = await runGroup([
      { name: 'first', command: 'echo streamed-line' },
      { name: 'second', command: 'echo collected-line; exit 3' },
    ])
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n')
    expect(printed).toContain('── second ──\ncollected-line')
    // The first phase wrote to the inherited stdout itself: nothing of it went through console.log.
    expect(printed).not.toContain('streamed-line')
    expect(results.map((r) => [r.name, r.result])).toEqual([
      ['first', 'ok'],
      ['second', 'FAILED'],
    ])
  })

  it("times a phase's CPU as the user + sys time of the processes it ran (bash's `times`), beside its wall time", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    // Spins until it has used 150 ms of CPU itself, however busy the machine is.
    const busy = `node -e 'while (process.cpuUsage().user < 150_000);'`
    const [idle, spinning] = await runGroup([
      { name: 'idle', command: 'sleep 0.2' },
      { name: 'spinning', command: busy },
    ])
    expect(idle!.wallMs).toBeGreaterThanOrEqual(200)
    expect(idle!.cpuMs).toBeLessThan(100)
    expect(spinning!.cpuMs).toBeGreaterThanOrEqual(150)
    // A Node start on a loaded two-core machine can take seconds.
  }, 30_000)
})

describe('failureDigest', () => {
  it("picks Vitest's failing files and tests and the first assertion, without colour codes or repeats", () => {
    const output = [
      ' ✓ tests/unit/a.test.ts (3 tests) 12ms',
      '\x1b[31m FAIL \x1b[39m tests/backend/two-devices.test.ts > two devices > the second save is kept',
      'AssertionError: expected 2 to be 1 // Object.is equality',
      ' FAIL  tests/backend/two-devices.test.ts > two devices > the second save is kept',
      ' Test Files  1 failed | 113 passed (114)',
    ].join('\n')
    expect(failureDigest(output)).toEqual([
      ' FAIL  tests/backend/two-devices.test.ts > two devices > the second save is kept',
      'AssertionError: expected 2 to be 1 // Object.is equality',
    ])
  })

  it("picks Playwright's numbered failures and its count, and stops at the maximum", () => {
    const output = [
      '  1) [phone] › e2e/new-studio.spec.ts:40:3 › a new studio › sets up and publishes',
      '    Error: page.goto: net::ERR_ABORTED',
      '  1 failed',
      '  146 passed (5.4m)',
    ].join('\n')
    expect(failureDigest(output)).toEqual([
      '  1) [phone] › e2e/new-studio.spec.ts:40:3 › a new studio › sets up and publishes',
      '    Error: page.goto: net::ERR_ABORTED',
      '  1 failed',
    ])
    const many = Array.from({ length: 30 }, (_, i) => ` FAIL  tests/unit/t${i}.test.ts`).join('\n')
    expect(failureDigest(many, 3)).toEqual([
      ' FAIL  tests/unit/t0.test.ts',
      ' FAIL  tests/unit/t1.test.ts',
      ' FAIL  tests/unit/t2.test.ts',
      '... and 27 more such lines above',
    ])
  })
})
