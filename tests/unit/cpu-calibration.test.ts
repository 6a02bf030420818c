import {
  cpuSlowdownMultiplier,
  cpuTimeIndex,
  cpuTimeMultiplier,
  indexHeld,
  median,
  roundedMultiplier,
} from '../../scripts/lib/cpu-calibration.ts'

// The CPU throttling calculator's three bands (scripts/lib/cpu-calibration.ts, docs/performance.md).

describe('cpuSlowdownMultiplier', () => {
  it('gives the preset 4x at 1,533 and 6x at 2,000 (the top band)', () => {
    expect(cpuSlowdownMultiplier(1533)).toBeCloseTo(4, 2)
    expect(cpuSlowdownMultiplier(1766)).toBeCloseTo(5, 2)
    expect(cpuSlowdownMultiplier(2000)).toBeCloseTo(6, 2)
    expect(cpuSlowdownMultiplier(3700)).toBeCloseTo(3 + 2400 / 233, 6)
  })

  it('meets at 3x at the top band boundary (1,300)', () => {
    expect(cpuSlowdownMultiplier(1300)).toBe(3)
    expect(cpuSlowdownMultiplier(1299)).toBeCloseTo(2 + 499 / 500, 6)
  })

  it('uses the middle band from 800 (2x) to 1,300', () => {
    expect(cpuSlowdownMultiplier(800)).toBe(2)
    expect(cpuSlowdownMultiplier(1050)).toBeCloseTo(2.5, 6)
    expect(cpuSlowdownMultiplier(799)).toBeCloseTo(1 + 649 / 650, 6)
  })

  it('uses the low band below 800, and never slows down below 1x', () => {
    expect(cpuSlowdownMultiplier(475)).toBeCloseTo(1.5, 6)
    expect(cpuSlowdownMultiplier(150)).toBe(1)
    expect(cpuSlowdownMultiplier(100)).toBe(1)
  })

  it('refuses an index that is not a positive number', () => {
    expect(() => cpuSlowdownMultiplier(0)).toThrow(/positive/)
    expect(() => cpuSlowdownMultiplier(Number.NaN)).toThrow(/positive/)
  })

  it('rounds to one decimal as applied', () => {
    expect(roundedMultiplier(cpuSlowdownMultiplier(1700))).toBe(4.7)
  })
})

describe('median and indexHeld', () => {
  it('takes the middle of five samples, in any order', () => {
    expect(median([1900, 1200, 2100, 1800, 400])).toBe(1800)
    expect(median([4, 2])).toBe(3)
    expect(() => median([])).toThrow()
  })

  it('accepts a run whose own index is within 25% of the measured one', () => {
    expect(indexHeld(2000, 2500)).toBe(true)
    expect(indexHeld(2000, 1500)).toBe(true)
    expect(indexHeld(2000, 2501)).toBe(false)
    expect(indexHeld(2000, 1499)).toBe(false)
  })
})

describe('cpuTimeIndex and cpuTimeMultiplier', () => {
  it('counts the benchmark per second of CPU time: a host that ran it half the time reads twice as fast', () => {
    expect(cpuTimeIndex(2000, 1000, 500)).toBe(4000)
    expect(cpuTimeIndex(3900, 1010, 1010)).toBe(3900)
    expect(() => cpuTimeIndex(2000, 1000, 0)).toThrow(/positive/)
  })

  it("takes the median CPU-time index's slowdown, rounded as applied", () => {
    expect(cpuTimeMultiplier([1200, 1533, 1400, 700, 1600])).toBe(3.4)
    expect(cpuTimeMultiplier([2000])).toBe(6)
  })

  it('refuses an empty list', () => {
    expect(() => cpuTimeMultiplier([])).toThrow(/sample/)
  })
})
