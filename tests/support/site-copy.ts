import { constants as zlibConstants, crc32, createDeflateRaw } from 'node:zlib'
import { makeZip } from 'client-zip'
import sharp from 'sharp'
import { siteContentSeedV1 } from '../../src/demo/site-content-v1.ts'
import { siteContentSeed } from '../../src/demo/site-content.ts'
import {
  COPY_FORMAT,
  COPY_FORMAT_VERSION,
  copyEntries,
  type CopyEntry,
  type CopySource,
  type GalleryPhotoRecord,
  type PublicationRecord,
} from '../../src/features/site-copy/lib/copy-format.ts'
import { photoUrl } from '../../src/lib/photo-files.ts'

/**
 * A site copy to test with (docs/decisions.md #207, #510): a project at {@link SAMPLE_ORIGIN} with two gallery photos (a
 * WebP with a rendition, a JPEG without), an /about photo, two logos (PNGs with transparency: the draft shows one, 600 px
 * wide, which would get a 480 px rendition if it were a photo; version 2 the other), a draft that shows the /about photo,
 * and three published versions: the launch version in schema 1, one with the photos, and a restore of the first. The
 * photos are real images made by sharp.
 */

export const SAMPLE_ORIGIN = 'https://old-project.supabase.co'

const ids = {
  nails: '0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e01',
  lashes: '0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e02',
  about: 'a1b2c3d4-0000-4000-8000-00000000ab0c',
  publishedLogo: '5e1f0c0a-0000-4000-8000-000000000001',
  draftLogo: '7a9d2b3c-0000-4000-8000-000000000002',
}

/** A solid-colour image of `width` x `height` px in `format` (a PNG half transparent, as a logo may be). */
const image = (width: number, height: number, format: 'webp' | 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: format === 'png' ? 4 : 3, background: { r: 176, g: 58, b: 106, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b))

export type SampleCopy = {
  source: CopySource & { publications: PublicationRecord[] }
  /** Each photo's bytes by its path in the bucket. */
  bytes: Map<string, Uint8Array>
}

/** The sample copy's source and its photos' bytes. */
export async function sampleCopy(): Promise<SampleCopy> {
  const gallery: Omit<GalleryPhotoRecord, 'file'>[] = [
    {
      kind: 'gallery',
      path: `nails/${ids.nails}.webp`,
      id: ids.nails,
      category: 'nails',
      caption: 'Chrome & gems — café au lait ✨',
      width: 600,
      height: 450,
      renditions: [480],
      displayOrder: 0,
      createdAt: '2026-11-20T10:00:00.123456+00:00',
    },
    {
      kind: 'gallery',
      path: `lashes/${ids.lashes}.jpg`,
      id: ids.lashes,
      category: 'lashes',
      caption: null,
      width: 300,
      height: 400,
      renditions: [],
      displayOrder: 0,
      createdAt: '2026-11-21T10:00:00+00:00',
    },
  ]
  const aboutPath = `about/${ids.about}.webp`
  const aboutPhoto = { imageUrl: photoUrl(SAMPLE_ORIGIN, aboutPath), width: 500, height: 500, renditions: [480], alt: 'Isla in her studio' }
  const galleryAsPublished = gallery.map(({ id, category, path, caption, width, height, renditions, displayOrder }) => ({
    id,
    category,
    imageUrl: photoUrl(SAMPLE_ORIGIN, path),
    caption,
    width,
    height,
    renditions,
    displayOrder,
  }))
  const logoPaths = { published: `about/logo-${ids.publishedLogo}.png`, draft: `about/logo-${ids.draftLogo}.png` }
  const withLogo = (path: string, width: number, height: number) => ({
    ...siteContentSeed.identity,
    logo: { imageUrl: photoUrl(SAMPLE_ORIGIN, path), width, height },
  })
  const withPhotos = {
    ...siteContentSeed,
    identity: withLogo(logoPaths.published, 320, 80),
    about: { ...siteContentSeed.about, photo: aboutPhoto },
    slideshow: [{ source: 'gallery', id: ids.nails }, ...siteContentSeed.slideshow.slice(1)],
  }
  const publications: PublicationRecord[] = [
    {
      id: 1,
      publishedAt: '2026-11-01T09:00:00+00:00',
      note: 'The site at launch',
      restoredFrom: null,
      content: { ...siteContentSeedV1, gallery: [] },
    },
    {
      id: 2,
      publishedAt: '2026-11-22T18:30:00.5+00:00',
      note: null,
      restoredFrom: null,
      content: { ...withPhotos, gallery: galleryAsPublished },
    },
    {
      id: 3,
      publishedAt: '2026-11-23T08:00:00+00:00',
      note: null,
      restoredFrom: 1,
      content: { ...siteContentSeedV1, gallery: galleryAsPublished },
    },
  ]
  const bytes = new Map([
    [gallery[0]!.path, await image(600, 450, 'webp')],
    [gallery[1]!.path, await image(300, 400, 'jpeg')],
    [aboutPath, await image(500, 500, 'webp')],
    [logoPaths.draft, await image(600, 150, 'png')],
    [logoPaths.published, await image(320, 80, 'png')],
  ])
  return {
    source: {
      manifest: { format: COPY_FORMAT, formatVersion: COPY_FORMAT_VERSION, exportedAt: '2026-11-27T12:00:00.000Z', origin: SAMPLE_ORIGIN },
      readme: 'A copy of your website\n',
      draft: { ...withPhotos, identity: withLogo(logoPaths.draft, 600, 150) },
      publications,
      gallery,
    },
    bytes,
  }
}

/**
 * `entries` as a copy made before logos were in it (format 1 until docs/decisions.md #510): no logo in photos.json and
 * no logo file, though the content still shows them.
 */
export function withoutLogos(entries: CopyEntry<Uint8Array>[]): CopyEntry<Uint8Array>[] {
  const list = entries.find((e) => e.name === 'photos.json')!
  const { photos } = JSON.parse(list.input as string) as { photos: { kind: string; file: string }[] }
  const logos = new Set(photos.filter((p) => p.kind === 'logo').map((p) => p.file))
  const kept = { ...list, input: JSON.stringify({ photos: photos.filter((p) => !logos.has(p.file)) }) }
  return entries.filter((e) => !logos.has(e.name)).map((e) => (e === list ? kept : e))
}

/** A copy's entries as a list, the photos as their bytes. */
export async function sampleEntries({ source, bytes }: SampleCopy): Promise<CopyEntry<Uint8Array>[]> {
  const entries: CopyEntry<Uint8Array>[] = []
  for await (const entry of copyEntries(source, async (photo) => bytes.get(photo.path)!)) entries.push(entry)
  return entries
}

/**
 * The .zip of `entries`, as client-zip writes it in the browser. Each input goes in as a Response body, as the
 * download's photos do: client-zip checks text it encodes with `instanceof Uint8Array`, which Node's TextEncoder fails
 * under jsdom (another realm's Uint8Array).
 */
export async function zipOf(entries: Iterable<{ name: string; input: string | Uint8Array; lastModified?: Date }>): Promise<Uint8Array> {
  const bodies = [...entries].map(({ name, input, lastModified }) => ({ name, lastModified, input: new Response(input as BodyInit) }))
  return new Uint8Array(await new Response(makeZip(bodies)).arrayBuffer())
}

const MIB = 1024 * 1024

/**
 * A raw deflate stream of `mib` MiB of spaces and their CRC-32, built in a moment: the first MiB and a second one are
 * compressed with a sync flush each (~1 KB apiece); once the compressor's window is all spaces, every further MiB
 * compresses to the same bytes as the second, so the stream is the first, the second `mib - 1` times, and an empty
 * final block. 1 GiB takes ~1 MB.
 */
async function deflatedSpaces(mib: number): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(MIB, 0x20)
  const deflate = createDeflateRaw({ level: 9 })
  const flushed: Buffer[] = []
  for (let i = 0; i < 2; i++) {
    const parts: Buffer[] = []
    const onData = (part: Buffer) => parts.push(part)
    deflate.on('data', onData)
    deflate.write(chunk)
    await new Promise<void>((resolve) => deflate.flush(zlibConstants.Z_SYNC_FLUSH, () => resolve()))
    deflate.off('data', onData)
    flushed.push(Buffer.concat(parts))
  }
  deflate.close()
  let crc = 0
  for (let i = 0; i < mib; i++) crc = crc32(chunk, crc)
  return { data: Buffer.concat([flushed[0]!, ...Array<Buffer>(mib - 1).fill(flushed[1]!), Buffer.from([0x03, 0x00])]), crc }
}

/** One entry of {@link zipBytes}: its bytes as stored in the .zip, and the unpacked size and CRC-32 its headers state. */
export type ZipFileEntry = { name: string; data: Uint8Array; deflated: boolean; crc: number; size: number }

/** A .zip of `files` (stored or deflated, sizes as given, no zip64), the way any zip tool lays one out. */
export function zipBytes(files: ZipFileEntry[]): Uint8Array {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const name = Buffer.from(file.name)
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at) // version needed: 2.0
      header.writeUInt16LE(0x0800, at + 2) // UTF-8 names
      header.writeUInt16LE(file.deflated ? 8 : 0, at + 4)
      header.writeUInt16LE(0, at + 6) // time
      header.writeUInt16LE((46 << 9) | (11 << 5) | 27, at + 8) // 27 November 2026
      header.writeUInt32LE(file.crc, at + 10)
      header.writeUInt32LE(file.data.length, at + 14)
      header.writeUInt32LE(file.size, at + 18)
      header.writeUInt16LE(name.length, at + 22)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    common(local, 4)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4) // made by
    common(entry, 6)
    entry.writeUInt32LE(offset, 42)
    parts.push(local, name, Buffer.from(file.data))
    central.push(entry, name)
    offset += local.length + name.length + file.data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, directory, end]))
}

/** One entry of {@link bombCopy}: `entry` (replaced, or added) unpacks to `mib` MiB, or says it unpacks to `statedBytes`. */
export type Bomb = { entry: string; mib: number; statedBytes?: number }

/**
 * A "zip bomb" made from a real copy (docs/decisions.md #276): the sample copy's entries, with each of `bombs` unpacking
 * to its `mib` MiB of spaces (deflated to ~1 KB a MiB). The central directory states that size, or `statedBytes` when
 * given (a .zip that lies about its sizes).
 */
export async function bombCopy(sample: SampleCopy, bombs: Bomb[]): Promise<Uint8Array> {
  const deflated = new Map<number, Promise<{ data: Buffer; crc: number }>>()
  const bombed = async ({ entry, mib, statedBytes }: Bomb): Promise<ZipFileEntry> => {
    if (!deflated.has(mib)) deflated.set(mib, deflatedSpaces(mib))
    const { data, crc } = await deflated.get(mib)!
    return { name: entry, data, deflated: true, crc, size: statedBytes ?? mib * MIB }
  }
  const files: ZipFileEntry[] = []
  for (const { name, input } of await sampleEntries(sample)) {
    const bomb = bombs.find((b) => b.entry === name)
    const data = typeof input === 'string' ? new TextEncoder().encode(input) : input
    files.push(bomb ? await bombed(bomb) : { name, data, deflated: false, crc: crc32(data), size: data.length })
  }
  for (const bomb of bombs) if (!files.some((f) => f.name === bomb.entry)) files.push(await bombed(bomb))
  return zipBytes(files)
}
