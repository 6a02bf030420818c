import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { format, resolveConfig } from 'prettier'
import { databaseTemplate } from '../../supabase/local/db.ts'

/**
 * `src/lib/supabase/database.generated.ts` from the schema itself (docs/decisions.md #327): the `public` schema of the
 * migrated local database (PGlite, offline: no Supabase CLI, no Docker) in the shape `supabase gen types typescript`
 * emits (Tables with Row, Insert, Update and Relationships; Views; Functions with Args and Returns; Enums;
 * CompositeTypes), for the tables, views, enums and the functions an API role may execute. `npm run db:types` writes
 * it; tests/backend/database-types.test.ts fails when the file no longer matches the migrations.
 */

/** Where the generated types live. */
export const GENERATED_TYPES_FILE = new URL('../../src/lib/supabase/database.generated.ts', import.meta.url)

/** What PGlite, its transactions and node-postgres all offer. */
type Sql = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> }

/**
 * A column's, argument's or result's type as TYPE_EXPRESSIONS reads it: its name (`format_type`), pg_type.typcategory
 * (the element type's for an array), whether it is an array, and the enum it is, if any.
 */
type PgType = { type: string; category: string; array: boolean; enum: string | null }

type Column = PgType & {
  table: string
  name: string
  nullable: boolean
  has_default: boolean
  identity: string
  generated: string
}

type Relationship = {
  table: string
  name: string
  columns: string[]
  referenced: string
  referenced_columns: string[]
  one_to_one: boolean
}

type Routine = {
  name: string
  args: (PgType & { name: string; optional: boolean })[]
  returns: PgType & { set: boolean; kind: string; table: string | null }
  columns: (PgType & { name: string })[] | null
}

const NUMBER_TYPES = new Set(['smallint', 'integer', 'bigint', 'real', 'double precision', 'numeric', 'oid'])
const JSON_TYPES = new Set(['json', 'jsonb'])
/** pg_type.typcategory of the types typegen writes as strings: string, date/time, timespan, user-defined (uuid), network. */
const STRING_CATEGORIES = new Set(['S', 'D', 'T', 'U', 'I'])

/** The TypeScript type of a column, argument or result type, as supabase's typegen maps it. */
function tsType(t: PgType): string {
  const scalar = scalarType(t.type.replace(/\[\]$/, ''), t)
  return t.array ? `${scalar}[]` : scalar
}

/** The TypeScript type of one value of `t` (an array's element), whose name without `[]` is `base`. */
function scalarType(base: string, t: PgType): string {
  if (t.enum) return `Database['public']['Enums']['${t.enum}']`
  if (base === 'boolean') return 'boolean'
  if (NUMBER_TYPES.has(base)) return 'number'
  if (JSON_TYPES.has(base)) return 'Json'
  if (base === 'void') return 'undefined'
  return STRING_CATEGORIES.has(t.category) ? 'string' : 'unknown'
}

/**
 * What tsType reads of a pg_type `t`, whose element type `e` (an array's) TYPE_ELEMENT joins: its name, its category (the
 * element's for an array), whether it is an array, and the enum it is, if any; each as its SQL expression.
 */
const TYPE_EXPRESSIONS = {
  type: 'format_type(t.oid, null)',
  category: 'coalesce(e.typcategory, t.typcategory)::text',
  array: "t.typcategory = 'A'",
  enum: "case when coalesce(e.typtype, t.typtype) = 'e' then coalesce(e.typname, t.typname) end",
}
const TYPE_ELEMENT = "left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'"
/** TYPE_EXPRESSIONS as select-list columns, and as json_build_object's arguments. */
const TYPE_FIELDS = Object.entries(TYPE_EXPRESSIONS)
  .map(([name, expression]) => `${expression} as ${name}`)
  .join(', ')
const TYPE_JSON = Object.entries(TYPE_EXPRESSIONS)
  .map(([name, expression]) => `'${name}', ${expression}`)
  .join(', ')

async function columnsOf(sql: Sql): Promise<Column[]> {
  const { rows } = await sql.query(
    `select c.relname as table, a.attname as name, ${TYPE_FIELDS}, not a.attnotnull as nullable, a.atthasdef as has_default,
            a.attidentity::text as identity, a.attgenerated::text as generated
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       ${TYPE_ELEMENT}
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attname`,
  )
  return rows as Column[]
}

async function kindsOf(sql: Sql): Promise<Map<string, 'table' | 'view'>> {
  const { rows } = await sql.query(
    `select relname as name, case when relkind in ('v', 'm') then 'view' else 'table' end as kind
       from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm') order by 1`,
  )
  return new Map((rows as { name: string; kind: 'table' | 'view' }[]).map((r) => [r.name, r.kind]))
}

async function relationshipsOf(sql: Sql): Promise<Relationship[]> {
  const { rows } = await sql.query(
    `select c.conrelid::regclass::text as table, c.conname as name,
            array(select a.attname from unnest(c.conkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o)::text[] as columns,
            r.relname as referenced,
            array(select a.attname from unnest(c.confkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o)::text[] as referenced_columns,
            exists (select 1 from pg_index i where i.indrelid = c.conrelid and (i.indisunique or i.indisprimary)
                       and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x) = (select array_agg(x order by x) from unnest(c.conkey) x)) as one_to_one
       from pg_constraint c join pg_class r on r.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace and r.relnamespace = 'public'::regnamespace
      order by 1, 2`,
  )
  return (rows as Relationship[]).map((r) => ({ ...r, table: r.table.replace(/^public\./, '') }))
}

async function enumsOf(sql: Sql): Promise<Map<string, string[]>> {
  const { rows } = await sql.query(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid
      where t.typnamespace = 'public'::regnamespace group by t.typname order by 1`,
  )
  return new Map((rows as { name: string; labels: string[] }[]).map((r) => [r.name, r.labels]))
}

async function routinesOf(sql: Sql): Promise<Routine[]> {
  const { rows } = await sql.query(
    `select p.proname as name,
            coalesce((select json_agg(json_build_object('name', p.proargnames[a.i], ${TYPE_JSON},
                        'optional', a.n > p.pronargs - p.pronargdefaults) order by a.i)
                        from (select x.t, x.i, row_number() over (order by x.i) as n
                                from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as x(t, i)
                               where coalesce(p.proargmodes[x.i], 'i') in ('i', 'b', 'v')) a
                        join pg_type t on t.oid = a.t
                        ${TYPE_ELEMENT}), '[]') as args,
            (select json_build_object(${TYPE_JSON}, 'set', p.proretset, 'kind', t.typtype::text,
                        'table', (select r.relname from pg_class r where r.oid = t.typrelid and r.relnamespace = 'public'::regnamespace))
               from pg_type t ${TYPE_ELEMENT} where t.oid = p.prorettype) as returns,
            (select json_agg(json_build_object('name', p.proargnames[x.i], ${TYPE_JSON}) order by x.i)
               from unnest(p.proallargtypes) with ordinality as x(t, i)
               join pg_type t on t.oid = x.t
               ${TYPE_ELEMENT}
              where p.proargmodes[x.i] in ('t', 'o')) as columns
       from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute')
             or has_function_privilege('service_role', p.oid, 'execute'))
      order by p.proname, p.oid`,
  )
  return rows as Routine[]
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`)
const NEVER = '{ [_ in never]: never }'
const record = (entries: string[]) => (entries.length ? `{\n${entries.join('\n')}\n}` : NEVER)

function tableType(name: string, kind: 'table' | 'view', columns: Column[], relationships: Relationship[]): string {
  const row = columns.map((c) => `${key(c.name)}: ${tsType(c)}${c.nullable ? ' | null' : ''}`)
  const relations = relationships.map(
    (r) =>
      `{ foreignKeyName: '${r.name}'; columns: [${r.columns.map((c) => `'${c}'`).join(', ')}]; isOneToOne: ${r.one_to_one}; referencedRelation: '${r.referenced}'; referencedColumns: [${r.referenced_columns.map((c) => `'${c}'`).join(', ')}] }`,
  )
  const writable = (c: Column, update: boolean) =>
    c.identity === 'a' || c.generated === 's'
      ? `${key(c.name)}?: never`
      : `${key(c.name)}${update || c.nullable || c.has_default || c.identity === 'd' ? '?' : ''}: ${tsType(c)}${c.nullable ? ' | null' : ''}`
  const parts = [`Row: ${record(row)}`]
  if (kind === 'table') {
    parts.push(`Insert: ${record(columns.map((c) => writable(c, false)))}`, `Update: ${record(columns.map((c) => writable(c, true)))}`)
  }
  parts.push(`Relationships: [${relations.join(', ')}]`)
  return `${key(name)}: {\n${parts.join('\n')}\n}`
}

function routineType(r: Routine): string {
  const args = r.args.length ? record(r.args.map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(a)}`)) : NEVER
  const ret = r.returns
  const returns = r.columns
    ? `${record(r.columns.map((c) => `${key(c.name)}: ${tsType(c)}`))}[]`
    : ret.table
      ? `Database['public']['Tables']['${ret.table}']['Row']${ret.set ? '[]' : ''}`
      : `${tsType(ret)}${ret.set ? '[]' : ''}`
  return `${key(r.name)}: { Args: ${args}; Returns: ${returns} }`
}

/** The text of database.generated.ts for the database `sql` reaches, formatted with the repository's prettier config. */
export async function renderDatabaseTypes(sql: Sql): Promise<string> {
  const [kinds, columns, relationships, enums, routines] = await Promise.all([
    kindsOf(sql),
    columnsOf(sql),
    relationshipsOf(sql),
    enumsOf(sql),
    routinesOf(sql),
  ])
  const relationsOf = (table: string) => relationships.filter((r) => r.table === table)
  const of = (kind: 'table' | 'view') =>
    record(
      [...kinds]
        .filter(([, k]) => k === kind)
        .map(([name]) =>
          tableType(
            name,
            kind,
            columns.filter((c) => c.table === name),
            relationsOf(name),
          ),
        ),
    )
  const text = `/**
 * Generated by \`npm run db:types\` from the migrated local database (scripts/lib/database-types.ts; docs/decisions.md
 * #327): do not edit. tests/backend/database-types.test.ts fails when it no longer matches supabase/migrations. The
 * app's own names and narrower types are src/lib/supabase/database.types.ts.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${of('table')}
    Views: ${of('view')}
    Functions: ${record(routines.map(routineType))}
    Enums: ${record([...enums].map(([name, labels]) => `${key(name)}: ${labels.map((l) => `'${l}'`).join(' | ')}`))}
    CompositeTypes: ${NEVER}
  }
}
`
  const path = new URL(GENERATED_TYPES_FILE).pathname
  return format(text, { ...(await resolveConfig(path)), filepath: path })
}

/** The types of the database the migrations make today: the local template (supabase/local/db.ts), opened read-only. */
export async function renderTemplateTypes(): Promise<string> {
  const pg = await PGlite.create({ loadDataDir: await databaseTemplate(), extensions: { pgcrypto, uuid_ossp } })
  try {
    return await renderDatabaseTypes(pg)
  } finally {
    await pg.close()
  }
}
