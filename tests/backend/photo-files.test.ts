/**
 * Each fact of her photos' files once (docs/decisions.md #272): the SQL that restates a fact of src/lib/photo-files.ts
 * (the migrations cannot import TypeScript) gives the same answer on the migrated database as the TypeScript does:
 * `gallery_image_files` as `storedPathsOf`, `gallery_category_rank` as GALLERY_CATEGORIES, both buckets'
 * `file_size_limit` and `allowed_mime_types` as PHOTO_FILE_SIZE_LIMIT_BYTES and PHOTO_CONTENT_TYPES, the files
 * trigger's extensions as PHOTO_TYPES; and config.toml's global upload limit lets a photo of that size through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_GLOBAL_LIMIT } from '../../supabase/local/config.ts'
import { GALLERY_BIN_BUCKET, GALLERY_BUCKET } from '@/lib/backend-defaults'
import {
  ABOUT_PHOTO_FOLDER,
  GALLERY_CATEGORIES,
  PHOTO_CONTENT_TYPES,
  PHOTO_FILE_SIZE_LIMIT_BYTES,
  PHOTO_TYPES,
  photoUrl,
} from '@/lib/photo-files'
import { storedPathsOf } from '@/features/gallery/lib/stored-files'
import { startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(async () => {
  await backend?.dispose()
})

const origin = 'https://project-ref.supabase.co'
const extensions = Object.keys(PHOTO_TYPES)

/** Public URLs a row may hold, and strings that are no photo's URL. */
const urls = [
  ...[...GALLERY_CATEGORIES, ABOUT_PHOTO_FOLDER].flatMap((folder) =>
    extensions.map((ext) => photoUrl(origin, `${folder}/1f0c-A_9.${ext}`)),
  ),
  photoUrl('http://127.0.0.1:54321', 'nails/0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e01.webp'),
  'not a url',
  'https://example.com/a.jpg',
  `${origin}/storage/v1/object/public/other-bucket/nails/a.webp`,
  `${origin}/storage/v1/object/public/${GALLERY_BIN_BUCKET}/nails/a.webp`,
  `${origin}/prefix/storage/v1/object/public/${GALLERY_BUCKET}/nails/a.webp`,
  photoUrl(origin, 'toes/a.webp'),
  photoUrl(origin, 'nails/a.svg'),
  photoUrl(origin, 'nails/a.WEBP'),
  photoUrl(origin, 'nails/a.webp?t=1'),
  photoUrl(origin, 'nails/sub/a.webp'),
  photoUrl(origin, 'nails/-a.webp'),
  photoUrl(origin, 'nails/a b.webp'),
]

describe('the SQL states the same facts as src/lib/photo-files.ts', () => {
  it("gallery_image_files gives storedPathsOf's names for every URL, with and without renditions", async () => {
    for (const renditions of [[], [480], [480, 960]]) {
      const { rows } = await backend.database.query<{ files: string[] }>(
        `select public.gallery_image_files(u, $2::integer[]) as files from unnest($1::text[]) with ordinality as x(u, o) order by o`,
        [urls, renditions],
      )
      expect(rows.map((r) => r.files)).toEqual(urls.map((image_url) => storedPathsOf({ image_url, renditions })))
    }
  })

  it('gallery_category_rank orders the categories as GALLERY_CATEGORIES does', async () => {
    const { rows } = await backend.database.query<{ categories: string[] }>(
      `select array_agg(c order by public.gallery_category_rank(c)) as categories from unnest($1::text[]) as c`,
      [[...GALLERY_CATEGORIES].reverse()],
    )
    expect(rows[0]?.categories).toEqual([...GALLERY_CATEGORIES])
  })

  it("both buckets take PHOTO_CONTENT_TYPES up to PHOTO_FILE_SIZE_LIMIT_BYTES; config.toml's global limit lets that through", async () => {
    const { rows } = await backend.database.query<{ id: string; file_size_limit: string; allowed_mime_types: string[] }>(
      `select id, file_size_limit, allowed_mime_types from storage.buckets where id = any ($1) order by id`,
      [[GALLERY_BUCKET, GALLERY_BIN_BUCKET]],
    )
    expect(rows.map((b) => [b.id, Number(b.file_size_limit), b.allowed_mime_types])).toEqual(
      [GALLERY_BIN_BUCKET, GALLERY_BUCKET].map((id) => [id, PHOTO_FILE_SIZE_LIMIT_BYTES, [...PHOTO_CONTENT_TYPES]]),
    )
    expect(STORAGE_GLOBAL_LIMIT).toBeGreaterThanOrEqual(PHOTO_FILE_SIZE_LIMIT_BYTES)
  })

  it('the files trigger takes a stored photo of every PHOTO_TYPES extension and category, and refuses another extension', async () => {
    const outcomes = await backend.database.transaction(async (tx) => {
      const results: [string, string][] = []
      const names = [...GALLERY_CATEGORIES.flatMap((category) => extensions.map((ext) => `${category}/pin.${ext}`)), 'nails/pin.svg']
      for (const [i, name] of names.entries()) {
        await tx.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{"size": 3}')`, [GALLERY_BUCKET, name])
        await tx.query('savepoint row')
        try {
          await tx.query(`insert into public.gallery_images (category, image_url, display_order) values ($1, $2, $3)`, [
            name.split('/')[0],
            photoUrl(origin, name),
            i,
          ])
          results.push([name, 'stored'])
        } catch (error) {
          await tx.query('rollback to savepoint row')
          results.push([name, (error as { code?: string }).code ?? 'error'])
        }
      }
      await tx.rollback()
      return results
    })
    expect(outcomes.filter(([, outcome]) => outcome !== 'stored')).toEqual([['nails/pin.svg', '23514']])
    expect(outcomes).toHaveLength(GALLERY_CATEGORIES.length * extensions.length + 1)
  })
})
