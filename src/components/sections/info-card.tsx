import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

type InfoCardProps = {
  icon?: LucideIcon
  title: string
  /** Heading level of the title inside the page outline. */
  as?: 'h2' | 'h3'
  /** Background: white (default) or soft blush. */
  tone?: 'white' | 'blush'
  /** Extra classes for placement (e.g. margin); the card's own look comes from its props. */
  className?: string
  children: React.ReactNode
}

const tones = { white: 'bg-white', blush: 'bg-accent-50' } as const

/** The site's standard card: white or blush, rounded, soft border, optional icon badge and a title. */
export function InfoCard({ icon: Icon, title, as: Heading = 'h3', tone = 'white', className, children }: InfoCardProps) {
  return (
    <article
      className={cn('shadow-brand/5 border-accent-200/80 flex flex-col rounded-3xl border p-7 shadow-sm md:p-8', tones[tone], className)}
    >
      {Icon ? (
        <span className="bg-accent-100 text-accent-700 mb-5 grid size-12 place-items-center rounded-2xl">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="font-display text-brand text-2xl">{title}</Heading>
      <div className="text-ink/80 mt-3 flex-1 leading-relaxed">{children}</div>
    </article>
  )
}
