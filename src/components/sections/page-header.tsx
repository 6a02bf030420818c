import { ResponsiveImage } from '@/components/ui/responsive-image'
import type { HeroSlide } from '@/content/hero'

type PageHeaderProps = {
  /** Small label above the title. */
  eyebrow: string
  /** The page's one h1. */
  title: string
  lead: string
  /** Optional hero image shown beside the text (services, hygiene). */
  image?: HeroSlide
  children?: React.ReactNode
}

/** The top band of every inner page: eyebrow, the page's h1, a lead paragraph, optional actions and image. */
export function PageHeader({ eyebrow, title, lead, image, children }: PageHeaderProps) {
  return (
    <section className="to-surface from-accent-100/70 relative overflow-hidden bg-gradient-to-b">
      <div
        className={
          image
            ? 'mx-auto grid max-w-6xl items-center gap-10 px-5 py-14 md:grid-cols-2 md:px-8 md:py-20'
            : 'mx-auto max-w-3xl px-5 py-14 text-center md:py-20'
        }
      >
        <div>
          <p className="text-accent-700 text-xs font-semibold tracking-[0.25em] uppercase">{eyebrow}</p>
          <h1 className="font-display text-brand mt-4 text-4xl leading-tight md:text-6xl">{title}</h1>
          <p className="text-ink/80 mt-5 text-lg leading-relaxed">{lead}</p>
          {children ? (
            <div className={image ? 'mt-8 flex flex-wrap gap-3' : 'mt-8 flex flex-wrap justify-center gap-3'}>{children}</div>
          ) : null}
        </div>
        {image ? (
          <div className="shadow-brand/10 overflow-hidden rounded-[2rem] shadow-xl">
            <ResponsiveImage
              id={image.id}
              alt={image.alt}
              sizes="(min-width: 768px) 50vw, 100vw"
              priority
              className="aspect-[4/3] h-full w-full object-cover"
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}
