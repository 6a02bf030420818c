// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
/**
 * A stored photo's file names (src/features/gallery/lib/stored-files.ts) and the one URL-to-path parser
 * (src/lib/photo-files.ts; docs/decisions.md #272). The SQL
 * that states the same facts is pinned to this module on the migrated database by tests/backend/photo-files.test.ts.
 */
import { photoFiles, storedPathsOf } from '@/features/gallery/lib/stored-files'
import { photoPathOf, photoUrl } from '@/lib/photo-files'

const url = (path: string) => `http://127.0.0.1:54321/storage/v1/object/public/gallery-images/${path}`

describe('photoPathOf: the object path of a public URL of the photos bucket', () => {
  test.each([
    [url('nails/1f0c.webp'), 'nails/1f0c.webp'],
    [url('lashes/1f0c-480.jpg'), 'lashes/1f0c-480.jpg'],
    ['https://xyz.supabase.co/storage/v1/object/public/gallery-images/about/a_b-1.avif', 'about/a_b-1.avif'],
    [photoUrl('https://xyz.supabase.co/', 'nails/x.gif'), 'nails/x.gif'],
  ])('%s → %s', (input, path) => {
    expect(photoPathOf(input)).toBe(path)
  })

  test.each([
    'not a url',
    'nails/1f0c.webp',
    'ftp://127.0.0.1/storage/v1/object/public/gallery-images/nails/1f0c.webp',
    'http://127.0.0.1:54321/storage/v1/object/public/other-bucket/nails/abc.webp',
    'http://127.0.0.1:54321/storage/v1/object/public/gallery-bin/nails/abc.webp',
    'http://127.0.0.1:54321/prefix/storage/v1/object/public/gallery-images/nails/abc.webp',
    url(''),
    url('nails//abc.webp'),
    url('nails/../abc.webp'),
    url('toes/abc.webp'),
    url('nails/abc.svg'),
    url('nails/abc.WEBP'),
    url('nails/a%20b.webp'),
    url('nails/abc.webp?t=1'),
    url('nails/sub/abc.webp'),
  ])('null for %s', (input) => {
    expect(photoPathOf(input)).toBeNull()
  })
})

describe("a stored photo's file names (docs/decisions.md #23)", () => {
  it('are the full image, then one per rendition width', () => {
    expect(photoFiles('nails/1f0c.webp', [480, 960])).toEqual(['nails/1f0c.webp', 'nails/1f0c-480.webp', 'nails/1f0c-960.webp'])
    expect(storedPathsOf({ image_url: url('lashes/9.jpg'), renditions: [480] })).toEqual(['lashes/9.jpg', 'lashes/9-480.jpg'])
    expect(storedPathsOf({ image_url: url('lashes/9.jpg'), renditions: null })).toEqual(['lashes/9.jpg'])
  })

  it('are none for a URL that is not a photo of the bucket', () => {
    expect(storedPathsOf({ image_url: 'https://example.com/a.jpg', renditions: [480] })).toEqual([])
  })
})
