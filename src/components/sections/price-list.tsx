import { ChevronRight, X } from 'lucide-react'
import { BOOKING_ICON, BookingLink } from '@/components/ui/cta-links'
import { IconDefs, IconRef, type IconDef } from '@/components/ui/icon-refs'
import type { PriceItem, PriceList } from '@/content/prices'
import { formatPrice } from '@/lib/money'

type PriceListsProps = {
  lists: readonly PriceList[]
  footnote: string
}

/** The icons every row and sheet repeats, drawn once (docs/decisions.md #161). */
const ICONS = {
  row: { id: 'price-icon-chevron', icon: ChevronRight },
  book: { id: 'price-icon-book', icon: BOOKING_ICON },
  close: { id: 'price-icon-close', icon: X },
} satisfies Record<string, IconDef>

/** The DOM id of a row's sheet. */
const sheetId = (item: PriceItem) => `price-sheet-${item.id}`

/**
 * /pricing: the nail and lash & brow price lists (docs/product.md §2). Every row is a button that opens a
 * right-hand sheet with the name, price, description and 'Book This Treatment'. Each row's sheet is a native popover
 * (docs/decisions.md #129), so a row answers from the moment it is painted, before any script: pressing it opens its
 * sheet, pressing it again closes it (non-modal, the rows stay clickable), another row switches to its own sheet, and
 * the close button, Escape and a click elsewhere close it; the browser exposes the row's expanded state and returns
 * focus to the row. React renders the same markup and holds no state of it. The rows' and sheets' icons are drawn
 * once and repeated by reference (docs/decisions.md #161), which keeps /pricing's first HTML small.
 */
export function PriceLists({ lists, footnote }: PriceListsProps) {
  return (
    <section aria-label="Price lists" className="mx-auto max-w-6xl px-5 py-16 md:px-8 md:py-20">
      <IconDefs icons={Object.values(ICONS)} />
      <div className="grid gap-8 lg:grid-cols-2">
        {lists.map((list) => (
          <div key={list.id} className="shadow-brand/5 border-accent-200/80 rounded-[2rem] border bg-white p-6 shadow-sm md:p-10">
            <h2 className="font-display text-brand text-3xl">{list.title}</h2>
            <ul className="divide-accent-100 mt-6 divide-y">
              {list.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    data-price-row
                    aria-haspopup="dialog"
                    popoverTarget={sheetId(item)}
                    className="group hover:bg-accent-50 flex w-full items-center gap-3 rounded-xl px-2 py-4 text-left transition-colors"
                  >
                    <span className="text-ink group-hover:text-brand flex-1 font-medium">{item.name}</span>
                    <span className="font-display text-accent-700 text-xl whitespace-nowrap">{formatPrice(item)}</span>
                    <IconRef id={ICONS.row.id} className="text-ink/40 size-4 transition-transform group-hover:translate-x-0.5" />
                  </button>
                </li>
              ))}
            </ul>
            {list.note ? <p className="text-ink/85 bg-accent-50 mt-6 rounded-2xl px-5 py-4 text-sm leading-relaxed">{list.note}</p> : null}
          </div>
        ))}
      </div>
      <p className="text-ink/85 bg-accent-100/70 mx-auto mt-8 max-w-3xl rounded-2xl px-6 py-4 text-center text-sm leading-relaxed">
        {footnote}
      </p>
      {lists.flatMap((list) => list.items.map((item) => <PriceSheet key={item.id} item={item} />))}
    </section>
  )
}

/** One row's sheet: a popover with the role of a (non-modal) dialog, at the right edge, the full width of a phone. */
function PriceSheet({ item }: { item: PriceItem }) {
  const id = sheetId(item)
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-slot="sheet-content"
      className="bg-surface text-ink inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md flex-col gap-6 overflow-y-auto border-0 p-8 pt-14 shadow-2xl open:flex motion-safe:transition-[translate,opacity] motion-safe:duration-200 sm:rounded-l-3xl motion-safe:starting:translate-x-8 motion-safe:starting:opacity-0"
    >
      <p className="text-accent-700 text-xs font-semibold tracking-[0.25em] uppercase">Treatment</p>
      <h2 id={`${id}-title`} className="font-display text-brand -mt-3 text-3xl">
        {item.name}
      </h2>
      <p className="font-display text-accent-700 text-4xl">{formatPrice(item)}</p>
      <p id={`${id}-description`} className="text-ink/80 text-lg leading-relaxed">
        {item.description}
      </p>
      <BookingLink className="mt-auto w-full" icon={<IconRef id={ICONS.book.id} />}>
        Book This Treatment
      </BookingLink>
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        aria-label="Close"
        className="text-brand hover:bg-accent-100 absolute top-4 right-4 grid size-10 place-items-center rounded-full"
      >
        <IconRef id={ICONS.close.id} className="size-5" />
      </button>
    </div>
  )
}
