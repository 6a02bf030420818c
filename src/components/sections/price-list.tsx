import { ChevronRight } from 'lucide-react'
import { useRef, useState } from 'react'
import { BookingLink } from '@/components/ui/cta-links'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import type { PriceItem, PriceList } from '@/content/prices'
import { formatPrice } from '@/lib/money'

type PriceListsProps = {
  lists: readonly PriceList[]
  footnote: string
}

const SHEET_ID = 'price-sheet'

/**
 * /pricing: the nail and lash & brow price lists (docs/product.md §2). Every row is a button that opens a
 * right-hand sheet with the name, price, description and 'Book This Treatment'. The sheet toggles:
 * clicking the open row again closes it (the sheet is non-modal so the rows stay clickable), as do
 * its close button, Escape and a click elsewhere. Focus returns to the row on close.
 */
export function PriceLists({ lists, footnote }: PriceListsProps) {
  const [selected, setSelected] = useState<PriceItem | null>(null)
  const lastRow = useRef<HTMLButtonElement | null>(null)

  const toggle = (item: PriceItem, row: HTMLButtonElement) => {
    lastRow.current = row
    setSelected((current) => (current?.id === item.id ? null : item))
  }

  return (
    <section aria-label="Price lists" className="mx-auto max-w-6xl px-5 py-16 md:px-8 md:py-20">
      <div className="grid gap-8 lg:grid-cols-2">
        {lists.map((list) => (
          <div key={list.id} className="shadow-plum/5 rounded-[2rem] border border-rose-200/80 bg-white p-6 shadow-sm md:p-10">
            <h2 className="font-display text-plum text-3xl">{list.title}</h2>
            <ul className="mt-6 divide-y divide-rose-100">
              {list.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    data-price-row
                    aria-haspopup="dialog"
                    aria-expanded={selected?.id === item.id}
                    aria-controls={selected?.id === item.id ? SHEET_ID : undefined}
                    onClick={(e) => toggle(item, e.currentTarget)}
                    className="group flex w-full items-center gap-3 rounded-xl px-2 py-4 text-left transition-colors hover:bg-rose-50 aria-expanded:bg-rose-50"
                  >
                    <span className="text-ink group-hover:text-plum flex-1 font-medium">{item.name}</span>
                    <span className="font-display text-xl whitespace-nowrap text-rose-700">{formatPrice(item)}</span>
                    <ChevronRight aria-hidden="true" className="text-ink/40 size-4 transition-transform group-hover:translate-x-0.5" />
                  </button>
                </li>
              ))}
            </ul>
            {list.note ? <p className="text-ink/85 mt-6 rounded-2xl bg-rose-50 px-5 py-4 text-sm leading-relaxed">{list.note}</p> : null}
          </div>
        ))}
      </div>
      <p className="text-ink/85 mx-auto mt-8 max-w-3xl rounded-2xl bg-rose-100/70 px-6 py-4 text-center text-sm leading-relaxed">
        {footnote}
      </p>

      <Sheet
        open={selected !== null}
        modal={false}
        onOpenChange={(open) => {
          if (!open) setSelected(null)
        }}
      >
        {selected ? (
          <SheetContent
            id={SHEET_ID}
            onInteractOutside={(e) => {
              // A click on a row toggles or switches the sheet itself (see `toggle`).
              if (e.target instanceof Element && e.target.closest('[data-price-row]')) e.preventDefault()
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault()
              lastRow.current?.focus()
            }}
          >
            <p className="text-xs font-semibold tracking-[0.25em] text-rose-700 uppercase">Treatment</p>
            <SheetTitle className="font-display text-plum -mt-3 text-3xl">{selected.name}</SheetTitle>
            <p className="font-display text-4xl text-rose-700">{formatPrice(selected)}</p>
            <SheetDescription className="text-ink/80 text-lg leading-relaxed">{selected.description}</SheetDescription>
            <BookingLink className="mt-auto w-full">Book This Treatment</BookingLink>
          </SheetContent>
        ) : null}
      </Sheet>
    </section>
  )
}
