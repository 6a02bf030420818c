import type { PGlite, Transaction } from '@electric-sql/pglite'
import { isRecord } from '../http.ts'
import { pgrst } from './errors.ts'
import { ident, Params, relation } from './sql.ts'

/**
 * Functions of schema public called as PostgREST's `/rpc/<name>` (docs/local-backend.md §3.5): named
 * arguments from the query string (GET/HEAD) or a JSON object body (POST), overloads chosen by argument
 * names, results as PostgREST shapes them (a set → JSON array, a composite → object, a scalar → JSON
 * value, void → 204).
 */

type Argument = { name: string; type: string; kind: 'scalar' | 'json' | 'array'; required: boolean }

/** A callable function: its input arguments, whether it may write, and how its result is shaped. */
export type RoutineInfo = {
  name: string
  args: Argument[]
  /** STABLE or IMMUTABLE: PostgREST runs even a POST to it READ ONLY. */
  readOnly: boolean
  returns: 'void' | 'set' | 'setof-scalar' | 'composite' | 'scalar'
}

type ProcRow = {
  volatile: string
  retset: boolean
  ret_type: string
  ret_kind: string
  nargs: number
  ndefaults: number
  names: string[] | null
  modes: string[] | null
  in_types: { type: string; category: string }[]
}

/** Every overload of public.<name>. */
async function overloads(db: Transaction | PGlite, name: string): Promise<RoutineInfo[]> {
  // Postgres text cannot hold NUL, so no function has it in its name.
  if (name.includes('\0')) return []
  const { rows } = await db.query<ProcRow>(
    `select p.provolatile::text as volatile, p.proretset as retset, format_type(p.prorettype, null) as ret_type,
            rt.typtype::text as ret_kind, p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
            p.proargnames as names, p.proargmodes::text[] as modes,
            coalesce((select json_agg(json_build_object('type', format_type(a.t, null), 'category', at.typcategory::text,
                                                        'json', a.t in ('json'::regtype, 'jsonb'::regtype)) order by a.i)
                        from unnest(p.proargtypes::oid[]) with ordinality a(t, i) join pg_type at on at.oid = a.t), '[]') as in_types
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  )
  return rows.map((row) => {
    const allNames = row.names ?? []
    const inNames = row.modes ? allNames.filter((_, i) => ['i', 'b', 'v'].includes(row.modes?.[i] ?? 'i')) : allNames.slice(0, row.nargs)
    const types = row.in_types as ({ type: string; category: string; json: boolean } | undefined)[]
    const args: Argument[] = inNames.map((argName, i) => {
      const t = types[i]
      return {
        name: argName,
        type: t?.type ?? 'text',
        kind: t?.json ? 'json' : t?.category === 'A' ? 'array' : 'scalar',
        required: i < row.nargs - row.ndefaults,
      }
    })
    const returns: RoutineInfo['returns'] =
      row.ret_type === 'void'
        ? 'void'
        : row.retset
          ? row.ret_kind === 'c' || row.ret_type === 'record'
            ? 'set'
            : 'setof-scalar'
          : row.ret_kind === 'c'
            ? 'composite'
            : 'scalar'
    return { name, args, readOnly: row.volatile !== 'v', returns }
  })
}

/**
 * The overload of public.<name> whose argument names match `given` (every given name known, every
 * argument without a default given). Throws 404 PGRST202 as PostgREST does when none matches.
 */
export async function findRoutine(db: Transaction | PGlite, name: string, given: string[]): Promise<RoutineInfo> {
  const keys = new Set(given)
  const match = (await overloads(db, name)).find(
    (r) => given.every((k) => r.args.some((a) => a.name === k)) && r.args.every((a) => !a.required || keys.has(a.name)),
  )
  if (match) return match
  const list = [...given].sort().join(', ')
  throw pgrst(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${list}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${list || 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  )
}

/** The arguments of a call: query-string text (GET) or JSON values (POST). */
export type CallArgs = { from: 'query'; values: Map<string, string> } | { from: 'json'; values: Record<string, unknown> }

/** Reads a POST body into arguments; throws PGRST102 unless it is a JSON object (empty = no arguments). */
export function jsonArgs(body: unknown): CallArgs {
  if (body === undefined) return { from: 'json', values: {} }
  if (!isRecord(body)) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The local backend takes RPC arguments as one JSON object.')
  return { from: 'json', values: body }
}

/** `public.fn("a" => $1::type, …)` with each value cast by Postgres to the argument's type. */
function callSql(routine: RoutineInfo, args: CallArgs, params: Params): string {
  const parts: string[] = []
  for (const arg of routine.args) {
    if (args.from === 'query') {
      const value = args.values.get(arg.name)
      if (value === undefined) continue
      parts.push(`${ident(arg.name)} => ${params.add(value)}::${arg.type}`)
    } else {
      if (!(arg.name in args.values)) continue
      const p = params.add(JSON.stringify(args.values[arg.name] ?? null))
      const value =
        arg.kind === 'json'
          ? `${p}::jsonb::${arg.type}`
          : arg.kind === 'array'
            ? `(select array_agg(e) from jsonb_array_elements_text(nullif(${p}::jsonb, 'null'::jsonb)) e)::${arg.type}`
            : `(${p}::jsonb #>> '{}')::${arg.type}`
      parts.push(`${ident(arg.name)} => ${value}`)
    }
  }
  return `${relation(routine.name)}(${parts.join(', ')})`
}

/**
 * The statement of a call, one row `{body, n}`: `body` the response JSON text (null for void), `n`
 * the row count of a set. A set is capped at `maxRows` rows, like a table read.
 */
export function routineSql(routine: RoutineInfo, args: CallArgs, params: Params, maxRows: number): string {
  const call = callSql(routine, args, params)
  switch (routine.returns) {
    case 'void':
      // In FROM, as PostgREST calls it: a stable void function in a subquery's target list is planned away, so it would
      // neither run nor have its EXECUTE privilege checked.
      return `select null::text as body, 0 as n from ${call} _pgrst_t`
    case 'set':
      return `select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n from (select * from ${call} limit ${maxRows}) _pgrst_t`
    case 'setof-scalar':
      return `select coalesce(json_agg(_pgrst_t.v), '[]')::text as body, count(*)::int as n from (select ${call} as v limit ${maxRows}) _pgrst_t`
    case 'composite':
      return `select row_to_json(_pgrst_t)::text as body, 1 as n from ${call} _pgrst_t`
    case 'scalar':
      return `select to_json(${call})::text as body, 1 as n`
  }
}
