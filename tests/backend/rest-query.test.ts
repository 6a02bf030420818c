/**
 * The PostgREST query-string parser (supabase/local/rest/query.ts) on its own: no database, no server.
 * Shapes and PGRST errors as docs/local-backend.md §3.1 and §3.4 describe them.
 */
import { describe, expect, it } from 'vitest'
import { RestError } from '../../supabase/local/rest/errors.ts'
import {
  parseAccept,
  parseFilter,
  parseList,
  parseOrder,
  parsePreferences,
  parseSelect,
  parseTableQuery,
} from '../../supabase/local/rest/query.ts'

/** The RestError `fn` throws (fails the test when it throws nothing or something else). */
function refusal(fn: () => unknown): RestError {
  try {
    fn()
  } catch (error) {
    if (error instanceof RestError) return error
    throw error
  }
  throw new Error('expected a RestError')
}

describe('select', () => {
  it('reads *, column lists and aliases', () => {
    expect(parseSelect(null)).toBeNull()
    expect(parseSelect('*')).toBeNull()
    expect(parseSelect('role')).toEqual([{ column: 'role', alias: null }])
    expect(parseSelect('id, when:created_at')).toEqual([
      { column: 'id', alias: null },
      { column: 'created_at', alias: 'when' },
    ])
    expect(parseSelect('*,id')).toEqual([
      { column: '*', alias: null },
      { column: 'id', alias: null },
    ])
  })

  it('refuses embedding, casts and JSON paths with PGRST100', () => {
    for (const raw of ['*,user_roles(*)', 'id::text', 'data->a', '...x']) {
      const e = refusal(() => parseSelect(raw))
      expect(e.status).toBe(400)
      expect(e.body).toMatchObject({ code: 'PGRST100', message: `"failed to parse select parameter (${raw})"`, hint: null })
    }
  })
})

describe('filters', () => {
  it('reads comparison, in and is, with not.', () => {
    expect(parseFilter('user_id', 'eq.abc')).toEqual({ column: 'user_id', negate: false, op: 'eq', value: 'abc' })
    expect(parseFilter('n', 'not.gte.5')).toEqual({ column: 'n', negate: true, op: 'gte', value: '5' })
    expect(parseFilter('url', 'eq.a.b.c')).toMatchObject({ op: 'eq', value: 'a.b.c' })
    expect(parseFilter('c', 'in.(nails,"lashes, brows",  x )')).toEqual({
      column: 'c',
      negate: false,
      op: 'in',
      values: ['nails', 'lashes, brows', 'x'],
    })
    expect(parseFilter('c', 'in.()')).toMatchObject({ values: [] })
    expect(parseFilter('c', 'is.NULL')).toMatchObject({ op: 'is', value: 'null' })
  })

  it('unquotes backslash escapes inside quoted list values', () => {
    expect(parseList('("a\\"b",c)', 'x')).toEqual(['a"b', 'c'])
  })

  it.each([
    ['no operator', 'display_order', '5'],
    ['unknown operator', 'display_order', 'zz.5'],
    ['unsupported operator', 'image_url', 'like.*x*'],
    ['quantified operator', 'n', 'eq(any).{1,2}'],
    ['bad in list', 'n', 'in.1,2'],
    ['unterminated quote', 'n', 'in.("a)'],
    ['bad is value', 'image_url', 'is.maybe'],
  ])('refuses %s with PGRST100', (_name, column, raw) => {
    const e = refusal(() => parseFilter(column, raw))
    expect(e.status).toBe(400)
    expect(e.body.code).toBe('PGRST100')
  })
})

describe('order, limit, offset, columns, on_conflict', () => {
  it('reads order terms with direction and nulls', () => {
    expect(parseOrder('display_order.asc,created_at.desc.nullslast,id')).toEqual([
      { column: 'display_order', direction: 'asc', nulls: null },
      { column: 'created_at', direction: 'desc', nulls: 'last' },
      { column: 'id', direction: null, nulls: null },
    ])
    expect(refusal(() => parseOrder('display_order.sideways')).body.code).toBe('PGRST100')
  })

  it('parses the whole query string of a table request', () => {
    const q = parseTableQuery(
      new URLSearchParams('select=id&category=eq.nails&order=display_order&limit=10&offset=20&columns="a","b"&on_conflict=id'),
    )
    expect(q).toEqual({
      select: [{ column: 'id', alias: null }],
      filters: [{ column: 'category', negate: false, op: 'eq', value: 'nails' }],
      order: [{ column: 'display_order', direction: null, nulls: null }],
      limit: 10,
      offset: 20,
      columns: ['a', 'b'],
      onConflict: ['id'],
    })
    expect(parseTableQuery(new URLSearchParams(''))).toMatchObject({ select: null, filters: [], limit: null, offset: 0 })
  })

  it('refuses negative or non-numeric limits and logic trees', () => {
    expect(refusal(() => parseTableQuery(new URLSearchParams('limit=-1'))).body.code).toBe('PGRST100')
    expect(refusal(() => parseTableQuery(new URLSearchParams('offset=x'))).body.code).toBe('PGRST100')
    const tree = refusal(() => parseTableQuery(new URLSearchParams('or=(a.eq.1,b.eq.2)')))
    expect(tree.body.message).toBe('"failed to parse logic tree ((a.eq.1,b.eq.2))"')
  })
})

describe('Prefer and Accept', () => {
  it('reads Prefer tokens, joined headers and empty values', () => {
    const p = parsePreferences('return=representation, count=exact,resolution=merge-duplicates')
    expect(Object.fromEntries(p)).toEqual({ return: 'representation', count: 'exact', resolution: 'merge-duplicates' })
    expect(parsePreferences('').size).toBe(0)
    expect(parsePreferences(undefined).size).toBe(0)
  })

  it('negotiates JSON arrays and single objects; anything else is 406 PGRST107', () => {
    expect(parseAccept(undefined)).toEqual({ object: false, stripNulls: false })
    expect(parseAccept('*/*')).toEqual({ object: false, stripNulls: false })
    expect(parseAccept('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({ object: true, stripNulls: true })
    const e = refusal(() => parseAccept('text/csv'))
    expect(e.status).toBe(406)
    expect(e.body.code).toBe('PGRST107')
  })
})
