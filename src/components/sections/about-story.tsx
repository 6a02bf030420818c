import type { Slide } from '@/components/sections/hero-slideshow'
import { ResponsiveImage } from '@/components/ui/responsive-image'

type AboutStoryProps = {
  heading: string
  paragraphs: readonly string[]
  /** A built-in photo slot, or her uploaded photo (`uploaded`: its <img> sources). */
  photo: Slide
}

/** /about: the 'Meet {name}' story beside the studio photo (docs/product.md §2). */
export function AboutStory({ heading, paragraphs, photo }: AboutStoryProps) {
  return (
    <section aria-labelledby="about-story-heading" className="overflow-x-clip py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 md:grid-cols-2 md:gap-16 md:px-8">
        <div className="relative">
          <div aria-hidden="true" className="bg-accent-200/60 absolute -inset-3 -z-10 rotate-2 rounded-[2.5rem]" />
          <div className="shadow-brand/10 overflow-hidden rounded-[2rem] shadow-xl">
            {photo.uploaded ? (
              <img {...photo.uploaded} alt={photo.alt} loading="lazy" decoding="async" className="aspect-[4/5] w-full object-cover" />
            ) : (
              <ResponsiveImage
                id={photo.id}
                alt={photo.alt}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="aspect-[4/5] w-full object-cover"
              />
            )}
          </div>
        </div>
        <div>
          <h2 id="about-story-heading" className="font-display text-brand text-3xl md:text-5xl">
            {heading}
          </h2>
          <div className="text-ink/80 mt-6 space-y-5 text-lg leading-relaxed">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
