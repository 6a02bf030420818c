import { images } from '@/content/images'
import { fallbackWidth, srcSetFor } from '@/lib/images'
import { cn } from '@/lib/utils'

type ResponsiveImageProps = {
  /** Slot id, e.g. `hero-01`, `nails-07`, `about-studio` (see docs/operations.md "Replacing the photos"). */
  id: string
  alt: string
  /** The `sizes` attribute, e.g. `(min-width: 1024px) 33vw, 100vw`. */
  sizes: string
  /** Only the LCP image: eager, fetchpriority high. Every other image loads lazily. */
  priority?: boolean
  className?: string
}

/**
 * AVIF + WebP `<picture>` with explicit width/height (no layout shift; the browser derives the
 * aspect ratio, so CSS may set one dimension). Non-priority images get `loading="lazy"` and
 * `decoding="async"`; the priority (LCP) image loads eagerly with `fetchpriority="high"`. Renders a neutral block if the
 * slot has no generated files, so a missing photo never breaks a page.
 */
export function ResponsiveImage({ id, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const entry = images[id]
  if (!entry) return <div role="img" aria-label={alt} data-slot="responsive-image" className={cn('bg-accent-100', className)} />
  return (
    <picture data-slot="responsive-image">
      <source type="image/avif" srcSet={srcSetFor(id, entry, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetFor(id, entry, 'webp')} sizes={sizes} />
      <img
        src={`/images/${id}-${fallbackWidth(entry)}.webp`}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  )
}
