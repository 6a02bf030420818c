import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { BookingLink, WhatsAppLink } from '@/components/ui/cta-links'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import type { HeroSlide } from '@/content/hero'
import { useStudio } from '@/content/studio'
import { timings } from '@/content/timings'
import { earlyTap, useEarlyTaps } from '@/lib/early-taps'
import type { SlideRef } from '@/lib/site-content/schema'
import { cn } from '@/lib/utils'

/** A later slide is mounted (and its image requested) this long before its turn (ms). */
const PRELOAD_LEAD_MS = 2_000

/**
 * A slide: a built-in photo slot (`id`, e.g. `hero-01`, drawn by ResponsiveImage) or, with `uploaded`, one of her
 * gallery photos (`id`: its uuid; `uploaded`: the <img> sources, px sizes when known).
 */
export type Slide = HeroSlide & { uploaded?: { src: string; srcSet?: string; sizes?: string; width?: number; height?: number } }

/** A photo the owner can put in the slideshow (/admin): its reference in the content and the slide it makes. */
export type SlidePhoto = Slide & { ref: SlideRef }

type HeroSlideshowProps = {
  slides: readonly Slide[]
  /** Her words (src/content/home.ts): the line above the headline, the page's h1 and the intro under her tagline. */
  eyebrow: string
  headline: string
  intro: string
}

/**
 * Home hero (docs/product.md §2, docs/decisions.md #8): a background slideshow that advances every
 * `timings.heroSlideIntervalMs` with a `timings.heroFadeMs` cross-fade, a visible pause/play toggle
 * (WCAG 2.2.2) and no auto-advance under prefers-reduced-motion (the toggle then shows 'paused' and
 * pressing it plays the slides anyway). Only the first slide is in the
 * initial markup; each later slide mounts PRELOAD_LEAD_MS before its turn, so a first visit fetches
 * one hero image. A dark scrim keeps the white text at AA contrast over any photo. A tap on the toggle before the page
 * has hydrated is replayed once it has (src/lib/early-taps.ts, docs/decisions.md #130).
 */
export function HeroSlideshow({ slides, eyebrow, headline, intro }: HeroSlideshowProps) {
  const studio = useStudio()
  const [index, setIndex] = useState(0)
  /** Number of slides mounted so far (slides 0..mounted-1). */
  const [mounted, setMounted] = useState(1)
  /** The visitor's explicit choice; until they press the button, reduced motion means paused. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const [reducedMotion, setReducedMotion] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  useEarlyTaps('hero-pause', toggle)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const paused = userPaused ?? reducedMotion
  const playing = !paused && slides.length > 1

  useEffect(() => {
    if (!playing) return
    const next = (index + 1) % slides.length
    const preload = window.setTimeout(
      () => setMounted((m) => Math.max(m, next + 1)),
      Math.max(0, timings.heroSlideIntervalMs - PRELOAD_LEAD_MS),
    )
    const advance = window.setTimeout(() => {
      setMounted((m) => Math.max(m, next + 1))
      setIndex(next)
    }, timings.heroSlideIntervalMs)
    return () => {
      window.clearTimeout(preload)
      window.clearTimeout(advance)
    }
  }, [playing, index, slides.length])

  return (
    <section aria-labelledby="hero-heading" className="bg-brand-900 relative isolate overflow-hidden text-white" data-active-slide={index}>
      <div className="absolute inset-0 -z-10">
        {slides.slice(0, mounted).map((slide, i) => (
          <div
            key={slide.id}
            data-slide={i}
            aria-hidden={i !== index}
            className={cn('absolute inset-0 transition-opacity ease-in-out', i === index ? 'opacity-100' : 'opacity-0')}
            style={{ transitionDuration: `${timings.heroFadeMs}ms` }}
          >
            {slide.uploaded ? (
              <img
                {...slide.uploaded}
                alt={slide.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? undefined : 'async'}
                fetchPriority={i === 0 ? 'high' : undefined}
                className="h-full w-full object-cover"
              />
            ) : (
              <ResponsiveImage id={slide.id} alt={slide.alt} sizes="100vw" priority={i === 0} className="h-full w-full object-cover" />
            )}
          </div>
        ))}
        <div aria-hidden="true" className="from-brand-900/90 via-brand-900/70 to-brand-900/45 absolute inset-0 bg-gradient-to-r" />
        <div aria-hidden="true" className="from-brand-900/70 absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t to-transparent" />
      </div>

      <div className="mx-auto flex min-h-[calc(100svh-4rem)] max-w-6xl flex-col justify-center px-5 py-20 md:min-h-[640px] md:px-8 md:py-28">
        <p className="text-accent-200 text-xs font-semibold tracking-[0.3em] uppercase">{eyebrow}</p>
        <h1 id="hero-heading" className="font-display mt-5 max-w-3xl text-5xl leading-[1.05] md:text-7xl">
          {headline}
        </h1>
        <p className="font-display text-accent-200 mt-5 text-2xl italic md:text-3xl">{studio.tagline}</p>
        <p className="text-accent-50/90 mt-5 max-w-xl text-lg leading-relaxed">{intro}</p>
        <div className="mt-9 flex flex-wrap gap-3">
          <BookingLink />
          <WhatsAppLink variant="ghostLight">WhatsApp {studio.owner}</WhatsAppLink>
        </div>
      </div>

      <div className="absolute right-5 bottom-5 flex items-center gap-3 md:right-8 md:bottom-8">
        <p className="text-accent-50/85 text-xs tabular-nums" aria-live="off">
          {index + 1} / {slides.length}
        </p>
        <button
          ref={toggle}
          type="button"
          {...earlyTap('hero-pause')}
          onClick={() => setUserPaused(!paused)}
          aria-label="Pause slideshow"
          aria-pressed={paused}
          className="bg-brand-900/40 grid size-11 place-items-center rounded-full border border-white/60 text-white backdrop-blur hover:bg-white/15 focus-visible:outline-white"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </section>
  )
}
