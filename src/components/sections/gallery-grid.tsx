import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { ViewerPhoto } from '@/components/sections/photo-viewer'
import { Button } from '@/components/ui/button'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import type { StaticGalleryPhoto } from '@/content/gallery'
import { images as imageManifest } from '@/content/images'
import { earlyTap, useEarlyTaps } from '@/lib/early-taps'
import { lazyUi } from '@/lib/lazy-ui'
import { useClientRender } from '@/lib/use-client-render'
import { cn } from '@/lib/utils'

/** The photo viewer's code: a chunk of its own, fetched on the first touch of a photo (not in any page's first load). */
const loadViewer = () => import('@/components/sections/photo-viewer')
const PhotoViewer = lazyUi(loadViewer)
const preloadViewer = () => {
  void loadViewer()
}

/** One of the owner's photos as a tile: <img> sources (srcset and size in px when known) and its caption. */
type UploadedTile = {
  id: string
  src: string
  srcSet?: string
  width?: number
  height?: number
  /** The caption: alt text and visible caption. */
  alt: string
  /** What the photo viewer shows: the largest rendition and the renditions' srcset, never the full upload. */
  large: { src: string; srcSet?: string; width?: number; height?: number }
}

/** The owner's published photos of this grid's category, a page at a time (docs/decisions.md #108). */
type UploadedFeed = {
  images: readonly UploadedTile[]
  /** All of her photos of the category (the visible count may be smaller). */
  total: number
  hasMore: boolean
  loadMore: () => void
}

type GalleryGridProps = {
  id: string
  title: string
  uploaded: UploadedFeed
  /** The built-in sample photos: shown only while the category has none of hers. */
  images: readonly StaticGalleryPhoto[]
  /** Only the page's first grid: its first photo is the mobile LCP, so it loads eagerly at high priority. */
  leadImage?: boolean
}

const lgColumns = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const
type Columns = keyof typeof lgColumns

/**
 * The `sizes` of a tile, matching the grid below (section `max-w-6xl` = 1152 px with `px-5`/`md:px-8`,
 * gaps 12 px / `md:` 20 px; 2 columns, 3 from 640 px, `columns` from 1024 px), so a 390 px phone asks for
 * (390 - 52) / 2 = 169 CSS px: at 3x that is 507 px, the 960 px rendition, never a 2048 px original.
 */
function tileSizes(columns: Columns): string {
  const lgGaps = (columns - 1) * 20
  return [
    `(min-width: 1152px) ${Math.floor((1152 - 64 - lgGaps) / columns)}px`,
    `(min-width: 1024px) calc((100vw - ${64 + lgGaps}px) / ${columns})`,
    '(min-width: 768px) calc((100vw - 104px) / 3)',
    '(min-width: 640px) calc((100vw - 64px) / 3)',
    'calc((100vw - 52px) / 2)',
  ].join(', ')
}

const tileClass =
  'group relative overflow-hidden rounded-2xl bg-accent-100 shadow-sm shadow-brand/5 outline-offset-4 has-focus-visible:outline-3 has-focus-visible:outline-brand'
const linkClass = 'block outline-none'
const imageClass =
  'aspect-square h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus-within:scale-105'
const captionClass =
  'pointer-events-none absolute inset-x-0 bottom-0 translate-y-2 bg-gradient-to-t from-brand-900/95 via-brand-900/75 to-transparent px-4 pt-10 pb-4 text-sm font-medium text-white opacity-0 transition duration-300 group-hover:translate-y-0 group-hover:opacity-100 group-focus-within:translate-y-0 group-focus-within:opacity-100'

/** The history state of an open viewer: which grid and which of its photos, the page's scroll kept (docs/decisions.md #133). */
type ViewerState = { photo?: { grid: string; index: number }; keepScroll?: true }

/** The viewer's photo for a built-in slot: its WebP and AVIF renditions, the largest WebP as the plain link's target. */
function builtInViewerPhoto(photo: StaticGalleryPhoto): ViewerPhoto {
  const entry = imageManifest[photo.id]
  const largest = entry?.widths.at(-1)
  const webp = (w: number) => `/images/${photo.id}-${w}.webp`
  return {
    key: photo.id,
    caption: photo.caption,
    src: largest ? webp(largest) : '',
    srcSet: entry?.widths.map((w) => `${webp(w)} ${w}w`).join(', '),
    avifSrcSet: entry?.widths.map((w) => `/images/${photo.id}-${w}.avif ${w}w`).join(', '),
    width: entry?.width,
    height: entry?.height,
  }
}

/** The viewer's photo for one of her uploads. */
function uploadViewerPhoto(tile: UploadedTile): ViewerPhoto {
  return { key: tile.id, caption: tile.alt, ...tile.large }
}

/** Whether a click should open the viewer rather than follow the link (not a new tab, window or download). */
function opensViewer(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * One gallery grid of /gallery (docs/product.md §2). Each tile is a <figure> whose caption appears on hover and
 * on keyboard focus (tiles are focusable; tapping one on a touch screen shows it too). The caption is
 * also the image's alt text.
 *
 * Her photos come first, in her order, prerendered with `srcset`/`sizes` and their own width and height; the
 * built-in sample photos show only for a category without any of hers (docs/decisions.md #108, amending #7 and
 * #92). 'Show more photos' reveals the next page; focus then moves to the first new photo; a tap on it before the page
 * has hydrated is replayed once it has (src/lib/early-taps.ts, docs/decisions.md #130). A photo deleted after
 * the build hides its tile rather than show a broken image (the database publishes a version without it at once).
 *
 * Each photo is a link to its largest rendition, which a tap before the scripts have run simply opens; once hydrated,
 * a tap opens the photo viewer (./photo-viewer.tsx, a lazy chunk; docs/decisions.md #133) within this grid's photos.
 * The open viewer is an entry in the history (its state, the URL unchanged), so the browser's back button closes it;
 * focus then returns to the photo that opened it, and the page keeps its scroll position.
 */
export function GalleryGrid({ id, title, uploaded, images, leadImage = false }: GalleryGridProps) {
  const samples = uploaded.total === 0 ? images : []
  const count = uploaded.total + samples.length
  // On large screens pick the column count that leaves no ragged last row, if there is one.
  const columns = ([4, 3, 5] as const).find((n) => count % n === 0) ?? 4
  const sizes = tileSizes(columns)
  const list = useRef<HTMLUListElement>(null)
  // Photos shown when 'Show more photos' was pressed; once more are shown, the first new one gets focus.
  const focusFrom = useRef<number | null>(null)
  const more = useRef<HTMLButtonElement>(null)
  useEarlyTaps(`more-${id}`, more)
  const photos = [...uploaded.images.map(uploadViewerPhoto), ...samples.map(builtInViewerPhoto)]
  const navigate = useNavigate()
  const location = useLocation()
  const state = location.state as ViewerState | null
  // The viewer never renders during hydration (a reload keeps the history state): only once this grid has mounted.
  const mountedGrid = useClientRender()
  const viewing = mountedGrid && state?.photo?.grid === id ? Math.min(state.photo.index, photos.length - 1) : null
  const openedFrom = useRef<number | null>(null)
  const openViewer = (event: MouseEvent, index: number) => {
    if (!opensViewer(event)) return
    event.preventDefault()
    openedFrom.current = index
    void navigate(location, { state: { photo: { grid: id, index }, keepScroll: true } satisfies ViewerState })
  }
  const showPhoto = (index: number) =>
    void navigate(location, { replace: true, state: { photo: { grid: id, index }, keepScroll: true } satisfies ViewerState })
  // Closed (close button, Escape or back): focus returns to the photo that opened the viewer, without scrolling.
  const wasViewing = useRef(false)
  useEffect(() => {
    if (viewing !== null) {
      wasViewing.current = true
      return
    }
    if (!wasViewing.current) return
    wasViewing.current = false
    const from = openedFrom.current
    if (from !== null) list.current?.querySelectorAll<HTMLElement>('a[data-photo]')[from]?.focus({ preventScroll: true })
  }, [viewing])
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || uploaded.images.length <= from) return
    focusFrom.current = null
    list.current?.querySelectorAll<HTMLElement>('[data-upload] a[data-photo]')[from]?.focus()
  }, [uploaded.images.length])
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-5 py-10 md:px-8 md:py-14">
      <div className="mb-8 flex items-end justify-between gap-4">
        <h2 id={`${id}-heading`} className="font-display text-brand text-3xl md:text-4xl">
          {title}
        </h2>
        <p className="text-ink/75 text-sm">{count} photos</p>
      </div>
      <ul ref={list} id={`${id}-photos`} className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5', lgColumns[columns])}>
        {uploaded.images.map((img, index) => (
          <UploadTile key={img.id} image={img} sizes={sizes} lead={leadImage && index === 0} onOpen={(event) => openViewer(event, index)} />
        ))}
        {samples.map((img, index) => (
          <li key={img.id}>
            <figure className={tileClass}>
              <a
                href={photos[uploaded.images.length + index]?.src}
                data-photo=""
                className={linkClass}
                onClick={(event) => openViewer(event, uploaded.images.length + index)}
                onPointerDown={preloadViewer}
                onFocus={preloadViewer}
              >
                <ResponsiveImage id={img.id} alt={img.caption} sizes={sizes} className={imageClass} priority={leadImage && index === 0} />
              </a>
              <figcaption aria-hidden="true" className={captionClass}>
                {img.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer label={title} photos={photos} index={viewing} onIndex={showPhoto} onClose={() => void navigate(-1)} />
        </Suspense>
      ) : null}
      {uploaded.hasMore ? (
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button
            ref={more}
            variant="outline"
            {...earlyTap(`more-${id}`)}
            aria-controls={`${id}-photos`}
            onClick={() => {
              focusFrom.current = uploaded.images.length
              uploaded.loadMore()
            }}
          >
            Show more photos
          </Button>
        </div>
      ) : null}
    </section>
  )
}

type UploadTileProps = {
  image: UploadedTile
  sizes: string
  lead: boolean
  /** A click on the photo's link (opens the viewer). */
  onOpen: (event: MouseEvent) => void
}

/** One of her photos; hides itself if the image cannot be loaded (a photo deleted since the build). */
function UploadTile({ image, sizes, lead, onOpen }: UploadTileProps) {
  const [broken, setBroken] = useState(false)
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // An error before hydration fired no React handler: catch it from the element's state.
    const el = img.current
    if (el?.complete && el.naturalWidth === 0) setBroken(true)
  }, [])
  if (broken) return null
  return (
    <li>
      <figure data-upload="" className={tileClass}>
        <a
          href={image.large.src}
          data-photo=""
          className={linkClass}
          onClick={onOpen}
          onPointerDown={preloadViewer}
          onFocus={preloadViewer}
        >
          <img
            ref={img}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            width={image.width ?? 800}
            height={image.height ?? 800}
            alt={image.alt}
            loading={lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : undefined}
            decoding="async"
            className={imageClass}
            onError={() => setBroken(true)}
          />
        </a>
        <figcaption aria-hidden="true" className={captionClass}>
          {image.alt}
        </figcaption>
      </figure>
    </li>
  )
}
