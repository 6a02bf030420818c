import { judge, TWIN_FCP_MARGIN_MS, twinMisses, type PageFigures } from '../../scripts/lib/audit-verdict.ts'

// What `npm run audit` fails on, and when it judges Lighthouse's performance score (scripts/lib/audit-verdict.ts).

const page = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  route: '/pricing',
  preset: 'mobile',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 900,
  cls: 0,
  lighthouseTbtMs: 20,
  cpuTbtMs: 10,
  longestTaskMs: 60,
  ...overrides,
})

describe('judge', () => {
  it('passes a page that meets every bar and target', () => {
    expect(judge('mobile', [page()], 100)).toMatchObject({ scoreJudged: true, misses: [], targetMisses: [] })
  })

  it('judges the performance score only when the empty control scored 100', () => {
    const slow = page({ performance: 91 })
    expect(judge('mobile', [slow], 100).misses).toEqual(['/pricing mobile: performance 91 < 100'])
    const noisy = judge('mobile', [slow], 81)
    expect(noisy.scoreJudged).toBe(false)
    expect(noisy.misses).toEqual([])
    expect(noisy.scoreNote).toMatch(/scored 81: the host is too noisy to judge the performance score/)
    expect(judge('mobile', [slow], undefined).scoreJudged).toBe(false)
  })

  it('judges blocking time in CPU time whatever the control scored', () => {
    const busy = page({ cpuTbtMs: 51, longestTaskMs: 101 })
    for (const control of [100, 70, undefined]) {
      expect(judge('mobile', [busy], control).misses).toEqual([
        '/pricing mobile: CPU-time TBT 51 ms > 50 ms',
        '/pricing mobile: a task of 101 ms of CPU time after the first paint > 100 ms',
      ])
    }
    expect(judge('mobile', [page({ cpuTbtMs: 50, longestTaskMs: 100 })], 70).misses).toEqual([])
  })

  it('always judges accessibility, best practices and SEO, on every preset', () => {
    const desktop = page({ preset: 'desktop', accessibility: 98, bestPractices: 96, seo: 92, cpuTbtMs: 400 })
    expect(judge('desktop', [desktop], 60).misses).toEqual([
      '/pricing desktop: accessibility 98 < 100',
      '/pricing desktop: best practices 96 < 100',
      '/pricing desktop: SEO 92 < 100',
    ])
  })

  it('reports the speed targets missed without failing on them', () => {
    const verdict = judge('mobile', [page({ fcpMs: 751, lcpMs: 1001, cls: 0.01, lighthouseTbtMs: 300 })], 100)
    expect(verdict.misses).toEqual([])
    expect(verdict.targetMisses).toEqual(["/pricing mobile: FCP <= 750 ms, LCP <= 1000 ms, CLS 0, Lighthouse's TBT <= 50 ms"])
  })
})

describe('twinMisses', () => {
  const twin = page({ route: '/control-noscript-pricing', fcpMs: 700 })

  it('reports a route that paints more than the margin after its own HTML without scripts', () => {
    expect(TWIN_FCP_MARGIN_MS).toBe(50)
    expect(twinMisses([{ page: page({ fcpMs: 751 }), twin }])).toEqual([
      '/pricing mobile: FCP 51 ms after its HTML without scripts (> 50 ms)',
    ])
  })

  it('passes a route within the margin, or earlier than its twin', () => {
    expect(twinMisses([{ page: page({ fcpMs: 750 }), twin }])).toEqual([])
    expect(twinMisses([{ page: page({ fcpMs: 701 }), twin }])).toEqual([])
    expect(twinMisses([{ page: page({ fcpMs: 572 }), twin }])).toEqual([])
  })
})
