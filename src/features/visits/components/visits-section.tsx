import { useEffect, useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { SectionHeading } from '@/components/ui/section-heading'
import { useVisitCounts } from '@/features/visits/api/visit-counts'
import { VisitsChart } from '@/features/visits/components/visits-chart'
import { DailyTable, PagesTable } from '@/features/visits/components/visits-tables'
import { pageName } from '@/features/visits/lib/page-names'
import { dailyTotals, nothingCounted, topPages, weekActions, weekComparison, WINDOW_DAYS } from '@/features/visits/lib/visits'
import { londonDay } from '@/lib/format'
import { visitsToasts } from '@/features/visits/messages'
import { toast } from '@/hooks/use-toast'

/**
 * The Visits section of /admin (docs/site-content.md "Visits", docs/owner-guide.md "Visits"): the last 7 days against
 * the 7 before in words, the chart of the last 30 days, the most read pages and the day-by-day table, "Today" first.
 * Today is the date in Europe/London when the section opens. Loading, a failed load (toast and a Try again button)
 * and nothing counted yet each say so in plain words.
 */
export function VisitsSection() {
  const [today] = useState(() => londonDay(new Date()))
  const visits = useVisitCounts(today)
  const tableId = useId()

  useEffect(() => {
    if (visits.isError) toast({ ...visitsToasts.loadFailed, variant: 'destructive' })
  }, [visits.isError])

  const figures = useMemo(() => {
    if (!visits.data) return null
    const days = dailyTotals(today, visits.data.counts, visits.data.visitors)
    return { days, pages: topPages(visits.data.counts, pageName) }
  }, [today, visits.data])

  return (
    <section aria-labelledby="visits-heading" className="grid gap-6">
      <SectionHeading
        id="visits-heading"
        title="Visits"
        intro="Who came to your site, what they read and how often they tapped Book Now or WhatsApp"
      />
      {visits.isPending ? (
        <p role="status">Loading visits...</p>
      ) : visits.isError ? (
        <div className="grid justify-items-start gap-3">
          <p>Your visits could not be loaded. Check your connection and try again.</p>
          <Button type="button" variant="outline" onClick={() => void visits.refetch()}>
            Try again
          </Button>
        </div>
      ) : !figures || nothingCounted(figures.days) ? (
        <p className="border-accent-200 rounded-2xl border bg-white p-4">
          Nothing counted yet. When people visit your site, you will see here how many came each day, which pages they read and how often
          they tapped Book Now or WhatsApp.
        </p>
      ) : (
        <>
          <div className="border-accent-200 rounded-2xl border bg-white p-4">
            <p className="text-brand text-lg font-semibold">{weekComparison(figures.days)}</p>
            <p className="text-ink/80 mt-1">{weekActions(figures.days)}</p>
          </div>
          <VisitsChart days={figures.days} describedBy={tableId} />
          <PagesTable pages={figures.pages} days={WINDOW_DAYS} />
          <DailyTable id={tableId} days={figures.days} />
        </>
      )}
    </section>
  )
}
