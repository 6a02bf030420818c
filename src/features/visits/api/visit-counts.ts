import { queryOptions, useQuery } from '@tanstack/react-query'
import { addDays, WINDOW_DAYS, type DailyCount, type DailyVisitors } from '@/features/visits/lib/visits'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Reads of the visit counts for the admin's Visits section (docs/site-content.md "Visits"). Only the admin may read
 * `visit_daily_counts` and `visit_daily_visitors` (RLS, supabase/migrations/*_visits.sql); anyone else gets no rows.
 */

/** The counts of the `WINDOW_DAYS` days ending with `today` (`YYYY-MM-DD`, Europe/London). */
export type VisitCounts = { today: string; counts: DailyCount[]; visitors: DailyVisitors[] }

/** PostgREST's `max_rows` (supabase/config.toml): a longer answer is cut, so the counts are read in pages of this size. */
const PAGE_ROWS = 1000

/**
 * Every `visit_daily_counts` row from `since` on, in pages of `PAGE_ROWS` (30 days × 12 paths × 3 kinds can pass one
 * page), ordered by day, path and kind. Throws the PostgREST error.
 */
async function listDailyCounts(since: string): Promise<DailyCount[]> {
  const rows: DailyCount[] = []
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await getSupabaseClient()
      .from('visit_daily_counts')
      .select('day, path, kind, count')
      .gte('day', since)
      .order('day')
      .order('path')
      .order('kind')
      .range(from, from + PAGE_ROWS - 1)
    if (error) throw error
    rows.push(...data)
    if (data.length < PAGE_ROWS) return rows
  }
}

/** The counts and unique visitors of the `WINDOW_DAYS` days ending with `today`. Throws the PostgREST error. */
async function fetchVisitCounts(today: string): Promise<VisitCounts> {
  const since = addDays(today, -(WINDOW_DAYS - 1))
  const [counts, visitors] = await Promise.all([
    listDailyCounts(since),
    getSupabaseClient().from('visit_daily_visitors').select('day, visitors').gte('day', since).order('day'),
  ])
  if (visitors.error) throw visitors.error
  return { today, counts, visitors: visitors.data }
}

/** Root react-query key of the visit counts. */
const visitCountsQueryKey = ['visit-counts'] as const

/** The window ending with `today` (a new day is a new key, so the section follows the date). */
const visitCountsQueryOptions = (today: string) =>
  queryOptions({ queryKey: [...visitCountsQueryKey, today], queryFn: () => fetchVisitCounts(today) })

/** The visit counts of the window ending with `today`, for the Visits section. */
export function useVisitCounts(today: string) {
  return useQuery(visitCountsQueryOptions(today))
}
