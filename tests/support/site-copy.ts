import { makeZip } from 'client-zip'
import sharp from 'sharp'
import { siteContentSeedV1 } from '../../src/content/site-content-seed.ts'
import { siteContentSeed } from '../../src/content/site-content-upgrade.ts'
import {
  COPY_FORMAT,
  COPY_FORMAT_VERSION,
  copyEntries,
  photoUrl,
  type CopyEntry,
  type CopySource,
  type GalleryPhotoRecord,
  type PublicationRecord,
} from '../../src/features/site-copy/lib/copy-format.ts'

/**
 * A site copy to test with (docs/decisions.md #207): a project at {@link SAMPLE_ORIGIN} with two gallery photos (a WebP
 * with a rendition, a JPEG without), an /about photo, a draft that shows it, and three published versions: the launch
 * version in schema 1, one with the photos, and a restore of the first. The photos are real images made by sharp.
 */

export const SAMPLE_ORIGIN = 'https://old-project.supabase.co'

const ids = {
  nails: '0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e01',
  lashes: '0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e02',
  about: 'a1b2c3d4-0000-4000-8000-00000000ab0c',
}

/** A solid-colour image of `width` x `height` px in `format`. */
const image = (width: number, height: number, format: 'webp' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#b03a6a' } })
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
  const withPhotos = {
    ...siteContentSeed,
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
  ])
  return {
    source: {
      manifest: { format: COPY_FORMAT, formatVersion: COPY_FORMAT_VERSION, exportedAt: '2026-11-27T12:00:00.000Z', origin: SAMPLE_ORIGIN },
      readme: 'A copy of your website\n',
      draft: withPhotos,
      publications,
      gallery,
    },
    bytes,
  }
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
