/**
 * Who reads the visit counts (docs/site-content.md "Visits", supabase/migrations/*_visits.sql), against the real local
 * backend with the real supabase-js, exactly the Visits section's reads: anon is refused (no grant), a signed-in
 * non-admin reads no rows (RLS), the admin reads every row; nobody writes them through the API, the admin included
 * (only record_visit() does, tested in visits.test.ts). Rows are arranged with the service role.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleClients, startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend
let anon: SupabaseClient
let user: SupabaseClient
let admin: SupabaseClient

/** In the order the reads below ask for: day, path, kind. */
const counts = [
  { day: '2026-11-25', path: '/', kind: 'pageview', count: 5 },
  { day: '2026-11-26', path: '/', kind: 'whatsapp', count: 1 },
  { day: '2026-11-26', path: '/pricing', kind: 'book', count: 2 },
]
const visitors = [
  { day: '2026-11-25', visitors: 4 },
  { day: '2026-11-26', visitors: 3 },
]

beforeAll(async () => {
  backend = await startTestBackend()
  const roles = await roleClients(backend, 'visits')
  ;({ anon, user, admin } = roles)
  expect((await roles.service.from('visit_daily_counts').insert(counts)).error).toBeNull()
  expect((await roles.service.from('visit_daily_visitors').insert(visitors)).error).toBeNull()
})
afterAll(() => backend?.dispose())

describe.each(['visit_daily_counts', 'visit_daily_visitors'] as const)('%s', (table) => {
  const order = table === 'visit_daily_counts' ? ['day', 'path', 'kind'] : ['day']
  const read = (client: SupabaseClient) =>
    order.reduce((query, column) => query.order(column), client.from(table).select('*').gte('day', '2026-10-28'))

  it('is refused to anon (no grant: 401, permission denied)', async () => {
    const { data, error, status } = await read(anon)
    expect(data).toBeNull()
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: '42501', message: `permission denied for table ${table}` })
  })

  it('shows a signed-in non-admin no row', async () => {
    const { data, error } = await read(user)
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('shows the admin every row', async () => {
    const { data, error } = await read(admin)
    expect(error).toBeNull()
    expect(data).toEqual(table === 'visit_daily_counts' ? counts : visitors)
  })

  it('is written by nobody through the API, the admin included', async () => {
    const row: Record<string, unknown> =
      table === 'visit_daily_counts' ? { day: '2026-11-24', path: '/', kind: 'pageview', count: 9 } : { day: '2026-11-24', visitors: 9 }
    for (const client of [anon, user, admin]) {
      const insert = await client.from(table).insert(row)
      expect(insert.error?.code, 'insert').toBe('42501')
      const update = await client.from(table).update({ day: '2026-11-20' }).eq('day', '2026-11-25')
      expect(update.error?.code, 'update').toBe('42501')
      const remove = await client.from(table).delete().eq('day', '2026-11-25')
      expect(remove.error?.code, 'delete').toBe('42501')
    }
    const { data } = await read(admin)
    expect(data).toEqual(table === 'visit_daily_counts' ? counts : visitors)
  })
})
