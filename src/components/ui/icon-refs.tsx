import type { LucideIcon, LucideProps } from 'lucide-react'
import { cn } from '@/lib/utils'

/** One icon drawn once under `id`, with the props its copies share (e.g. `fill` for a filled star). */
export type IconDef = { id: string; icon: LucideIcon; props?: LucideProps }

/**
 * A component that repeats an icon (a star per review, a chevron, a close button and a booking icon per price row)
 * draws it once with `IconDefs` and again by reference with `IconRef` (docs/decisions.md #161): the page's HTML carries
 * the icon's paths once instead of once per copy, so the first HTML is smaller and quicker to parse, and the copies look
 * exactly the same. `IconDefs` is a zero-size, hidden `<svg>` holding the icons in `<defs>`; render it in the same
 * component as the copies, so they share one document (the admin's preview renders pages into a frame). A component
 * that may be on a page more than once (an admin list, a gallery category) gives a `prefix` of its own (`useId()`): the
 * icons are then drawn under `${prefix}${id}`, so every id on the page stays unique (docs/decisions.md #652).
 */
export function IconDefs({ icons, prefix = '' }: { icons: readonly IconDef[]; prefix?: string }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        {icons.map(({ id, icon: Icon, props }) => (
          <Icon key={id} id={prefix + id} {...props} />
        ))}
      </defs>
    </svg>
  )
}

/**
 * A copy of the icon `IconDefs` drew under `id`: a 24x24 `<svg>` (lucide's box) sized by `className`, whose colour
 * (`currentColor`) comes from its text colour. Decorative: hidden from assistive technology, as every icon of the site.
 */
export function IconRef({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className={cn('lucide', className)}>
      <use href={`#${id}`} />
    </svg>
  )
}
