import { Check } from 'lucide-react'
import { cn } from '@/lib/utils'

type CheckListProps = {
  items: readonly { title: string; text: string }[]
  /** Grid columns from `md` up. */
  columns?: 2 | 3
  /** Show the items as numbered steps instead of ticks. */
  numbered?: boolean
}

/** A grid of titled points with a tick (promises, hygiene standards, policies) or a step number. */
export function CheckList({ items, columns = 2, numbered = false }: CheckListProps) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={cn('grid gap-5', columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
      {items.map((item, i) => (
        <li key={item.title} className="shadow-brand/5 border-accent-200/80 flex gap-4 rounded-3xl border bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="font-display bg-accent-100 text-accent-700 grid size-10 shrink-0 place-items-center rounded-full text-lg"
          >
            {numbered ? i + 1 : <Check className="size-5" />}
          </span>
          <div>
            <h3 className="text-brand font-semibold">{item.title}</h3>
            <p className="text-ink/80 mt-1 leading-relaxed">{item.text}</p>
          </div>
        </li>
      ))}
    </List>
  )
}
