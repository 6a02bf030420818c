import { ResponsiveImage } from '@/components/ui/responsive-image'
import type { GalleryImage } from '@/content/gallery'
import type { UploadedImage } from '@/features/gallery/api/use-uploaded-gallery'
import { cn } from '@/lib/utils'

type GalleryGridProps = {
  id: string
  title: string
  /** The owner's uploads (docs/decisions.md #7), shown before the static images. */
  uploaded: readonly UploadedImage[]
  images: readonly GalleryImage[]
  /** Only the page's first grid: its first static image is the mobile LCP, so it loads eagerly at high priority. */
  leadImage?: boolean
}

const lgColumns = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const

const tileClass =
  'group relative overflow-hidden rounded-2xl bg-rose-100 shadow-sm shadow-plum/5 outline-offset-4 focus-visible:outline-3 focus-visible:outline-plum'
const imageClass = 'aspect-square h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 group-focus:scale-105'
const captionClass =
  'pointer-events-none absolute inset-x-0 bottom-0 translate-y-2 bg-gradient-to-t from-plum-900/95 via-plum-900/75 to-transparent px-4 pt-10 pb-4 text-sm font-medium text-white opacity-0 transition duration-300 group-hover:translate-y-0 group-hover:opacity-100 group-focus:translate-y-0 group-focus:opacity-100'

/**
 * One gallery grid of /gallery (docs/product.md §2). Each tile is a <figure> whose caption appears on hover and
 * on keyboard focus (tiles are focusable; tapping one on a touch screen shows it too). The caption is
 * also the image's alt text.
 */
export function GalleryGrid({ id, title, uploaded, images, leadImage = false }: GalleryGridProps) {
  const total = uploaded.length + images.length
  // On large screens pick the column count that leaves no ragged last row, if there is one.
  const columns = ([4, 3, 5] as const).find((n) => total % n === 0) ?? 4
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-6xl px-5 py-10 md:px-8 md:py-14">
      <div className="mb-8 flex items-end justify-between gap-4">
        <h2 id={`${id}-heading`} className="font-display text-3xl text-plum md:text-4xl">
          {title}
        </h2>
        <p className="text-sm text-ink/75">{total} photos</p>
      </div>
      <ul className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-5', lgColumns[columns])}>
        {uploaded.map((img) => (
          <li key={img.id}>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users must be able to reveal the hover caption (WCAG 1.4.13, 2.1.1) */}
            <figure tabIndex={0} className={tileClass}>
              <img src={img.src} alt={img.alt} loading="lazy" decoding="async" width={800} height={800} className={imageClass} />
              <figcaption aria-hidden="true" className={captionClass}>
                {img.alt}
              </figcaption>
            </figure>
          </li>
        ))}
        {images.map((img, index) => (
          <li key={img.id}>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users must be able to reveal the hover caption (WCAG 1.4.13, 2.1.1) */}
            <figure tabIndex={0} className={tileClass}>
              <ResponsiveImage id={img.id} alt={img.caption} sizes={`(min-width: 1024px) ${Math.ceil(100 / columns)}vw, (min-width: 640px) 33vw, 50vw`} className={imageClass} priority={leadImage && index === 0} />
              <figcaption aria-hidden="true" className={captionClass}>
                {img.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
