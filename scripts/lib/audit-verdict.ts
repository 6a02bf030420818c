/**
 * What `npm run audit` (scripts/audit.ts) judges, and when (docs/architecture.md "Budgets" and "Speed targets",
 * docs/decisions.md #250). Pure: the audit measures, this decides.
 *
 * - Blocking time in CPU time (docs/performance.md "Blocking time in CPU time") is the page's own cost, whatever else
 *   the host does, so it is always judged on the mobile preset: at most {@link CPU_TBT_BAR_MS} in all, and no task
 *   after the first paint over {@link CPU_TASK_BAR_MS}.
 * - Lighthouse's performance score multiplies the host's stalls during the trace with the page's work, so it is judged
 *   only when the empty control page, which runs nothing, scores 100 in the same audit and preset; otherwise the audit
 *   says the host is too noisy to judge it.
 * - Accessibility, best practices and SEO do not depend on the host: always judged (100).
 * - FCP, LCP, CLS and Lighthouse's own TBT are speed targets: reported when missed, never failing the audit. So is a
 *   route's first paint more than {@link TWIN_FCP_MARGIN_MS} after its own HTML's without scripts (`--twins`,
 *   docs/performance.md).
 */

/** One audited page's median figures, as the verdict reads them. */
export type PageFigures = {
  route: string
  preset: string
  /** Category scores, 0-100. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  cls: number
  /** Lighthouse's Total Blocking Time (its simulation of the wall time it measured), ms. */
  lighthouseTbtMs: number
  /** Blocking time in CPU time on the phone, ms (the median of the runs). */
  cpuTbtMs: number
  /** The longest task after the first paint in CPU time on the phone, ms (the median of the runs). */
  longestTaskMs: number
}

/** CPU-time blocking time allowed per page on the mobile preset (ms). */
const CPU_TBT_BAR_MS = 50
/** The longest task after the first paint allowed on the mobile preset, in CPU time on the phone (ms). */
const CPU_TASK_BAR_MS = 100
/** The performance score a page must reach, when the host lets it be judged. */
const PERFORMANCE_BAR = 100

/** The speed targets, reported when a page misses them (docs/architecture.md "Speed targets"). */
const SPEED_TARGETS: readonly { what: string; miss: (p: PageFigures) => boolean }[] = [
  { what: 'FCP <= 750 ms', miss: (p) => p.fcpMs > 750 },
  { what: 'LCP <= 1000 ms', miss: (p) => p.lcpMs > 1000 },
  { what: 'CLS 0', miss: (p) => p.cls > 0 },
  { what: "Lighthouse's TBT <= 50 ms", miss: (p) => p.lighthouseTbtMs > 50 },
]

/** The verdict on one preset's pages. */
export type Verdict = {
  preset: string
  /** Whether the performance score was judged: the empty control scored 100. */
  scoreJudged: boolean
  /** Why the score was or was not judged, in a sentence. */
  scoreNote: string
  /** The bars missed: each fails the audit. */
  misses: string[]
  /** The speed targets missed: reported only. */
  targetMisses: string[]
}

/**
 * Judges the pages of one preset. `emptyControlPerformance` is the empty control page's performance score in the same
 * audit and preset (its median run), `undefined` when it was not measured (the score is then not judged either).
 */
export function judge(preset: string, pages: readonly PageFigures[], emptyControlPerformance: number | undefined): Verdict {
  const scoreJudged = emptyControlPerformance === PERFORMANCE_BAR
  const scoreNote =
    emptyControlPerformance === undefined
      ? `${preset}: the empty control page was not measured, so the performance score is not judged.`
      : scoreJudged
        ? `${preset}: the empty control page scored 100, so the performance score is judged.`
        : `${preset}: the empty control page, which runs nothing, scored ${emptyControlPerformance}: the host is too noisy to judge the performance score; blocking time in CPU time is still judged.`
  const misses: string[] = []
  const targetMisses: string[] = []
  for (const p of pages) {
    const own = (what: string) => `${p.route} ${p.preset}: ${what}`
    if (p.accessibility < 100) misses.push(own(`accessibility ${p.accessibility} < 100`))
    if (p.bestPractices < 100) misses.push(own(`best practices ${p.bestPractices} < 100`))
    if (p.seo < 100) misses.push(own(`SEO ${p.seo} < 100`))
    if (scoreJudged && p.performance < PERFORMANCE_BAR) misses.push(own(`performance ${p.performance} < ${PERFORMANCE_BAR}`))
    if (preset === 'mobile') {
      if (p.cpuTbtMs > CPU_TBT_BAR_MS) misses.push(own(`CPU-time TBT ${Math.round(p.cpuTbtMs)} ms > ${CPU_TBT_BAR_MS} ms`))
      if (p.longestTaskMs > CPU_TASK_BAR_MS)
        misses.push(own(`a task of ${Math.round(p.longestTaskMs)} ms of CPU time after the first paint > ${CPU_TASK_BAR_MS} ms`))
    }
    const missed = SPEED_TARGETS.filter((t) => t.miss(p)).map((t) => t.what)
    if (missed.length > 0) targetMisses.push(own(missed.join(', ')))
  }
  return { preset, scoreJudged, scoreNote, misses, targetMisses }
}

/** A route's first paint may be this much later than its own HTML's without scripts (ms; `--twins`). */
export const TWIN_FCP_MARGIN_MS = 50

/** A route's page and its twin: the same route's HTML without scripts, audited in the same preset. */
export type TwinPair<P extends PageFigures = PageFigures> = { page: P; twin: P }

/**
 * The routes that paint more than {@link TWIN_FCP_MARGIN_MS} after their own HTML without scripts (median FCPs):
 * speed targets, reported only, one line each.
 */
export function twinMisses(pairs: readonly TwinPair[]): string[] {
  return pairs.flatMap(({ page, twin }) => {
    const later = page.fcpMs - twin.fcpMs
    return later > TWIN_FCP_MARGIN_MS
      ? [`${page.route} ${page.preset}: FCP ${later} ms after its HTML without scripts (> ${TWIN_FCP_MARGIN_MS} ms)`]
      : []
  })
}
