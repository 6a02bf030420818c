/**
 * The site copy's layout (src/features/site-copy/lib, docs/decisions.md #207, #208): what the download writes,
 * zipped by client-zip as in the browser and read back by the import's reader (scripts/lib/copy-zip.ts), gives the
 * same content and bytes; a .zip that is not a good copy is refused, naming the entry at fault.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { openCopyZip } from '../../scripts/lib/copy-zip.ts'
import { checkCopy, CopyRefusedError } from '../../scripts/lib/check-copy.ts'
import { imageFormatOf } from '../../scripts/lib/image-type.ts'
import { rewritePhotoUrls } from '@/features/site-copy/lib/copy-format'
import { photoUrl } from '@/lib/photo-files'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readSiteCopy } from '../../scripts/lib/site-import.ts'
import { runScript } from '../support/run-script.ts'
import { bombCopy, SAMPLE_ORIGIN, sampleCopy, sampleEntries, withoutLogos, zipBytes, zipOf, type SampleCopy } from '../support/site-copy.ts'

type Entry = { name: string; input: string | Uint8Array }

/** Reads the copy in `zip` the way the import does. */
async function read(zip: Uint8Array) {
  const archive = await openCopyZip(zip)
  try {
    return await checkCopy(archive)
  } finally {
    archive.close()
  }
}

/** The problems the check names for the sample copy changed by `change`. */
async function problemsOf(change: (entries: Entry[], sample: SampleCopy) => Entry[] | void): Promise<readonly string[]> {
  const sample = await sampleCopy()
  const entries: Entry[] = await sampleEntries(sample)
  const error = await read(await zipOf(change(entries, sample) ?? entries)).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(CopyRefusedError)
  return (error as CopyRefusedError).problems
}

const entry = (entries: Entry[], name: string | RegExp) =>
  entries.find((e) => (typeof name === 'string' ? e.name === name : name.test(e.name)))!
const edit = (entries: Entry[], name: string, change: (value: Record<string, unknown>) => unknown) => {
  const e = entry(entries, name)
  e.input = JSON.stringify(change(JSON.parse(e.input as string) as Record<string, unknown>))
}

describe('the copy round-trips', () => {
  it('gives back the draft, every publication, every photo record and every photo byte for byte', async () => {
    const sample = await sampleCopy()
    const zip = await zipOf(await sampleEntries(sample))
    const archive = await openCopyZip(zip)
    const copy = await checkCopy(archive)
    expect(archive.names.slice(0, 5)).toEqual([
      'README.txt',
      'site.json',
      'content/draft.json',
      'content/publications/1.json',
      'content/publications/2.json',
    ])
    expect(copy.manifest).toEqual(sample.source.manifest)
    expect(copy.draft).toEqual(sample.source.draft)
    expect(copy.publications).toEqual(sample.source.publications)
    // The gallery in its order, then the /about photo the draft and version 2 show (once), then each logo shown: the
    // draft's, then version 2's (docs/decisions.md #510).
    expect(copy.photos.map((p) => p.file)).toEqual([
      'photos/001-nails-chrome-gems-cafe-au-lait.webp',
      'photos/002-lashes-0b6f3c1e.jpg',
      'photos/003-about-a1b2c3d4.webp',
      'photos/004-logo-7a9d2b3c.png',
      'photos/005-logo-5e1f0c0a.png',
    ])
    expect(copy.photos.map(({ file: _, ...p }) => p)).toEqual([
      ...sample.source.gallery,
      { kind: 'about', path: 'about/a1b2c3d4-0000-4000-8000-00000000ab0c.webp', width: 500, height: 500, renditions: [480] },
      { kind: 'logo', path: 'about/logo-7a9d2b3c-0000-4000-8000-000000000002.png', width: 600, height: 150 },
      { kind: 'logo', path: 'about/logo-5e1f0c0a-0000-4000-8000-000000000001.png', width: 320, height: 80 },
    ])
    for (const photo of copy.photos) expect(new Uint8Array(await archive.bytes(photo.file))).toEqual(sample.bytes.get(photo.path))
    expect(await archive.text('README.txt')).toBe(sample.source.readme)
    archive.close()
  })

  it('reads a copy made before logos were in it (docs/decisions.md #511)', async () => {
    const sample = await sampleCopy()
    const copy = await read(await zipOf(withoutLogos(await sampleEntries(sample))))
    expect(copy.draft).toEqual(sample.source.draft)
    expect(copy.photos.map((p) => p.kind)).toEqual(['gallery', 'gallery', 'about'])
  })

  it('points every photo address at the new project, whichever project the copy came from', () => {
    const content = { about: { photo: { imageUrl: photoUrl(SAMPLE_ORIGIN, 'about/x.webp') } }, bookingUrl: 'https://booking.example.com/a' }
    expect(rewritePhotoUrls(content, 'http://127.0.0.1:54321')).toEqual({
      about: { photo: { imageUrl: 'http://127.0.0.1:54321/storage/v1/object/public/gallery-images/about/x.webp' } },
      bookingUrl: 'https://booking.example.com/a',
    })
  })

  it('knows an image by its first bytes, not its name', async () => {
    const sample = await sampleCopy()
    expect([...sample.bytes.values()].map(imageFormatOf)).toEqual(['webp', 'jpeg', 'webp', 'png', 'png'])
    expect(imageFormatOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
  })
})

describe('a bad copy is refused by name before anything is read further', () => {
  it('a .zip of something else: every missing part and every stranger named', async () => {
    const problems = await problemsOf(() => [{ name: 'holiday/beach.jpg', input: 'x' }])
    expect(problems).toEqual([
      'site.json is missing: a site copy has one',
      'content/draft.json is missing: a site copy has one',
      'photos.json is missing: a site copy has one',
      'content/publications/ has no published version: a site copy has at least one',
      'holiday/beach.jpg is not part of a site copy',
    ])
  })

  it('a file that is not a .zip at all', async () => {
    const error = await openCopyZip(new TextEncoder().encode('not a zip')).catch((e: unknown) => e)
    expect((error as CopyRefusedError).problems[0]).toMatch(/^the copy is not a \.zip file that can be read \(/)
  })

  it('a photo that is not an image, and one whose bytes are another format than its name', async () => {
    const problems = await problemsOf((entries, sample) => {
      entry(entries, /^photos\/001-/).input = '<svg xmlns="http://www.w3.org/2000/svg"/>'
      entry(entries, /^photos\/003-/).input = sample.bytes.get('lashes/0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e02.jpg')!
    })
    expect(problems).toEqual([
      'photos/001-nails-chrome-gems-cafe-au-lait.webp is not an image',
      'photos/003-about-a1b2c3d4.webp is a JPEG image, not the WEBP its name says',
    ])
  })

  it('a logo larger than a logo may be, by its decoded size (docs/decisions.md #512)', async () => {
    const entries = await sampleEntries(await sampleCopy())
    const wide = await sharp({ create: { width: 4100, height: 40, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer()
    entry(entries, /^photos\/004-logo-/).input = new Uint8Array(wide)
    const error = await readSiteCopy(await zipOf(entries)).catch((e: unknown) => e)
    expect((error as CopyRefusedError).problems).toEqual([
      'photos/004-logo-7a9d2b3c.png is 4100 × 40 px: a logo is at most 4096 px each way',
    ])
  })

  it('a draft and a publication that fail the content schema, by entry and path', async () => {
    const problems = await problemsOf((entries) => {
      edit(entries, 'content/draft.json', (draft) => ({ ...draft, notice: { text: '', from: null, until: null } }))
      edit(entries, 'content/publications/2.json', (p) => ({ ...p, content: { ...(p.content as object), gallery: 'none' } }))
    })
    expect(problems).toEqual([
      'content/draft.json: notice.text: Notice is required',
      'content/publications/2.json: gallery: Invalid input: expected array, received string',
    ])
  })

  it('JSON that is not JSON, a copy of another format version, a publication under another id', async () => {
    const problems = await problemsOf((entries) => {
      entry(entries, 'content/publications/1.json').input = '{"id": 1,'
      edit(entries, 'site.json', (m) => ({ ...m, formatVersion: 2 }))
      edit(entries, 'content/publications/3.json', (p) => ({ ...p, id: 4 }))
    })
    expect(problems).toEqual(['site.json: formatVersion: must be 1: this copy was made by another version of the site'])
    const later = await problemsOf((entries) => {
      entry(entries, 'content/publications/1.json').input = '{"id": 1,'
      edit(entries, 'content/publications/3.json', (p) => ({ ...p, id: 4 }))
    })
    expect(later).toEqual([
      expect.stringMatching(/^content\/publications\/1\.json: not valid JSON \(/),
      'content/publications/3.json: id 4 does not match the file name',
    ])
    // Version 3 restored version 1: a copy without version 1 cannot say what it was restored from.
    const missing = await problemsOf((entries) => entries.filter((e) => e.name !== 'content/publications/1.json'))
    expect(missing).toEqual(['content/publications/3.json: restoredFrom 1 is not a version in the copy'])
  })

  it('photos.json and photos/ that do not agree', async () => {
    const problems = await problemsOf((entries) => {
      edit(entries, 'photos.json', (list) => ({ photos: (list.photos as { file: string }[]).slice(1) }))
      return entries.filter((e) => !e.name.startsWith('photos/002-'))
    })
    expect(problems).toEqual([
      'photos.json: photos/002-lashes-0b6f3c1e.jpg is not in the .zip',
      'photos/001-nails-chrome-gems-cafe-au-lait.webp is not listed in photos.json',
    ])
  })
})

describe('a copy that unpacks to far more than it weighs is refused by name before anything is unpacked (docs/decisions.md #276)', () => {
  /** The problems readSiteCopy (the import's first step) names for `zip`. */
  async function refusal(zip: Uint8Array): Promise<readonly string[]> {
    const error = await readSiteCopy(zip).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CopyRefusedError)
    return (error as CopyRefusedError).problems
  }

  it('a draft of 1 GiB in a .zip of about 1 MB, by the size its directory states', async () => {
    const bomb = await bombCopy(await sampleCopy(), [{ entry: 'content/draft.json', mib: 1024 }])
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024)
    expect(await refusal(bomb)).toEqual(['content/draft.json unpacks to 1024 MB: a text entry of a site copy is at most 5 MB'])
  })

  it('npm run site:import refuses it before it opens any project', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'site-copy-bomb-'))
    try {
      const file = join(folder, 'bomb.zip')
      writeFileSync(file, await bombCopy(await sampleCopy(), [{ entry: 'content/draft.json', mib: 1024 }]))
      // No backend on this port: the copy must be refused before the script would start one there.
      const run = await runScript('scripts/site-import.ts', [file], { env: { ...process.env, DEV_BACKEND_PORT: '9' } })
      expect(run).toMatchObject({ code: 1, stdout: '' })
      expect(run.stderr).toContain('- content/draft.json unpacks to 1024 MB: a text entry of a site copy is at most 5 MB')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000) // a Node process of its own: tsx alone takes seconds on a busy machine

  it('a draft whose directory states 1,000 bytes but that unpacks to 1 GiB: unpacking stops past the stated size', async () => {
    const bomb = await bombCopy(await sampleCopy(), [{ entry: 'content/draft.json', mib: 1024, statedBytes: 1000 }])
    expect(await refusal(bomb)).toEqual([
      expect.stringMatching(/^content\/draft\.json cannot be unpacked \(too many bytes in the stream\. expected 1000\. got at least /),
    ])
  })

  it('a photo over the bucket limit, and a copy over 2 GiB in all', async () => {
    const sample = await sampleCopy()
    expect(await refusal(await bombCopy(sample, [{ entry: 'photos/003-about-a1b2c3d4.webp', mib: 64 }]))).toEqual([
      "photos/003-about-a1b2c3d4.webp unpacks to 64 MB: a photo is at most the photos' bucket's 10 MB",
    ])
    const photos = Array.from({ length: 205 }, (_, i) => ({ entry: `photos/${100 + i}-extra.webp`, mib: 10 }))
    // 205 photos of 10 MB, and the sample's own entries (its content documents, a few tens of KB).
    expect(await refusal(await bombCopy(sample, photos))).toEqual([
      expect.stringMatching(/^the copy unpacks to 2050(\.\d)? MB: a site copy is at most 2048 MB$/),
    ])
  })

  it('more entries than a copy has', async () => {
    const empty = { data: new Uint8Array(), deflated: false, crc: 0, size: 0 }
    const zip = zipBytes(Array.from({ length: 20_001 }, (_, i) => ({ ...empty, name: `content/publications/${i + 1}.json` })))
    expect(await refusal(zip)).toEqual(['the copy has 20001 entries: a site copy has at most 20000'])
  })
})
