/**
 * The database's check of her identity (supabase/migrations/20261202130000_identity_check.sql, docs/decisions.md #366)
 * as cells of the RLS matrix (tests/postgres/rls-matrix.ts), so it runs on PGlite (tests/backend/rls.test.ts) and on real
 * PostgreSQL (scripts/test-postgres.ts): a schema-3 draft or publication with a bad identity value is refused with
 * 23514 and the field named, as the role that migrations run as (the trigger holds for every writer); a good one, and a
 * document of schema 2 (no identity), are stored. And the oldest schema version of the publications, which anyone may
 * read (docs/decisions.md #361). Each cell is rolled back.
 */
import type { Cell } from './rls-matrix.ts'

/** The demo studio's identity (src/demo/launch.ts) with `patch`, as SQL jsonb. */
function identity(patch: Record<string, unknown> = {}): string {
  const value = {
    name: 'IJ Nails & Lashes',
    owner: 'Isla',
    tagline: 'Nail it. Lash it. Love it.',
    town: 'Woodley',
    city: 'Reading',
    colours: { brand: '#9b3550', accent: null },
    logo: null,
    ...patch,
  }
  return `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`
}

/** The draft made schema 3 with `identitySql` (a jsonb expression). */
const draftUpdate = (identitySql: string) =>
  `update public.site_content_draft
      set content = content || jsonb_build_object('schemaVersion', 3, 'identity', ${identitySql})
    where id = 1 returning id`

/** A publication of the latest one made schema 3 with `identitySql`. */
const publicationInsert = (identitySql: string) =>
  `insert into public.site_publications (content)
   select content || jsonb_build_object('schemaVersion', 3, 'identity', ${identitySql})
     from public.site_publications order by id desc limit 1
   returning id`

const refused = (message: RegExp) => ({ error: '23514', message })
const cell = (name: string, sql: string, expect: Cell['expect'], pre?: string[]): Cell => ({ name, who: 'postgres', sql, expect, pre })

export const identityCells: Cell[] = [
  cell('schema-3 draft with her identity', draftUpdate(identity()), { rows: 1 }),
  cell('schema-3 draft: empty name', draftUpdate(identity({ name: '  ' })), refused(/^identity\.name: Studio name is required$/)),
  cell(
    'schema-3 draft: name too long',
    draftUpdate(identity({ name: 'x'.repeat(51) })),
    refused(/^identity\.name: Studio name must be at most 50 characters$/),
  ),
  cell('schema-3 draft: no name', draftUpdate(`${identity()} - 'name'`), refused(/^identity\.name: Studio name is required$/)),
  cell(
    'schema-3 draft: tagline with markup',
    draftUpdate(identity({ tagline: 'Nail it <b>now</b>' })),
    refused(/^identity\.tagline: Tagline must be plain text, without < or >$/),
  ),
  cell(
    'schema-3 draft: a colour that is not a colour',
    draftUpdate(identity({ colours: { brand: 'teal', accent: null } })),
    refused(/^identity\.colours\.brand: Brand colour must be a colour such as #9b3550$/),
  ),
  cell('schema-3 draft: no identity', draftUpdate(`'null'::jsonb`), refused(/^identity: The studio's identity is required$/)),
  cell('schema-3 publication with her identity', publicationInsert(identity({ colours: { brand: '#0F766E', accent: '#b8924a' } })), {
    rows: 1,
  }),
  cell(
    'schema-3 publication: accent not a colour',
    publicationInsert(identity({ colours: { brand: '#0f766e', accent: '#12345' } })),
    refused(/^identity\.colours\.accent: Accent colour must be a colour such as #9b3550$/),
  ),
  cell(
    'schema-3 publication: logo of no size',
    publicationInsert(identity({ logo: { imageUrl: 'https://example.com/logo.png', width: 0, height: 10 } })),
    refused(/^identity\.logo\.width: Logo width \(px\) must be a whole number from 1 to 4096$/),
  ),
  cell(
    'schema-2 publication (no identity: upgraded when read)',
    `insert into public.site_publications (content) select content from public.site_publications order by id desc limit 1 returning id`,
    { rows: 1 },
  ),
  {
    name: 'site_content_oldest_schema_version() with the demo’s version 1',
    who: 'anon',
    sql: `select public.site_content_oldest_schema_version() as value`,
    expect: { value: 1 },
  },
  cell(
    'site_content_oldest_schema_version() of a studio with schema-3 publications only',
    `select public.site_content_oldest_schema_version() as value`,
    { value: 3 },
    [
      'alter table public.site_publications disable trigger site_publications_immutable',
      'delete from public.site_build_requests',
      'delete from public.site_publications',
      `insert into public.site_publications (content)
       select content || jsonb_build_object('schemaVersion', 3, 'identity', ${identity()}, 'gallery', '[]'::jsonb)
         from public.site_content_draft where id = 1`,
    ],
  ),
  cell(
    'site_content_oldest_schema_version() with nothing published',
    `select public.site_content_oldest_schema_version() as value`,
    { value: null },
    [
      'alter table public.site_publications disable trigger site_publications_immutable',
      'delete from public.site_build_requests',
      'delete from public.site_publications',
    ],
  ),
]
