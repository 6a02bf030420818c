import { Quote, Star } from 'lucide-react'
import { Section } from '@/components/sections/section'
import { IconDefs, IconRef, type IconDef } from '@/components/ui/icon-refs'
import type { Testimonial } from '@/content/testimonials'

/** The filled star, drawn once and repeated five times per review (docs/decisions.md #161). */
const STAR = { id: 'review-star', icon: Star, props: { fill: 'currentColor' } } satisfies IconDef

/**
 * Home: three client testimonials (docs/product.md §2). The texts are placeholders until launch (docs/decisions.md #6).
 * Each has five stars, one drawn star repeated by reference (docs/decisions.md #161).
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <Section id="testimonials" tone="blush" eyebrow="Kind words" title="What clients say">
      <IconDefs icons={[STAR]} />
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((t) => (
          <li key={t.id}>
            <figure className="shadow-brand/5 flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm">
              <Quote aria-hidden="true" className="text-accent-300 size-8" />
              <div className="text-gold-500 mt-4 flex gap-1" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, i) => (
                  <IconRef key={i} id={STAR.id} className="size-4" />
                ))}
              </div>
              <blockquote className="font-display text-ink mt-4 flex-1 text-lg leading-relaxed">“{t.quote}”</blockquote>
              <figcaption className="border-accent-100 mt-6 border-t pt-4 text-sm">
                <span className="text-brand font-semibold">{t.name}</span>
                <span className="text-ink/75"> · {t.treatment}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
