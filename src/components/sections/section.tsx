import { cn } from '@/lib/utils'

type SectionProps = {
  /** Small label above the heading. */
  eyebrow?: string
  /** The section's h2. */
  title: string
  intro?: string
  /** Background: the page colour (`surface`), a white band or a tinted band (`accent-50`). */
  tone?: 'cream' | 'white' | 'blush'
  /** Centre the heading block (default) or align it left. */
  align?: 'center' | 'left'
  id?: string
  className?: string
  children: React.ReactNode
}

const tones = { cream: 'bg-surface', white: 'bg-white', blush: 'bg-accent-50' } as const

/** A page section with a consistent heading block (eyebrow, h2, intro) and spacing. */
export function Section({ eyebrow, title, intro, tone = 'cream', align = 'center', id, className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={headingId} className={cn(tones[tone], 'py-16 md:py-24', className)}>
      <div className="mx-auto max-w-6xl px-5 md:px-8">
        <div className={cn('mb-10 max-w-2xl md:mb-14', align === 'center' && 'mx-auto text-center')}>
          {eyebrow ? <p className="text-accent-700 text-xs font-semibold tracking-[0.25em] uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="font-display text-brand mt-3 text-3xl leading-tight md:text-5xl">
            {title}
          </h2>
          {intro ? <p className="text-ink/80 mt-4 text-lg leading-relaxed">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
