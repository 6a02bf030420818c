import { Plus } from 'lucide-react'
import { useCallback } from 'react'
import { Button } from '@/components/ui/button'
import { Field, type FieldErrors } from '@/features/site-content/components/fields'
import { ListControls } from '@/features/site-content/components/list-controls'
import { SectionFrame } from '@/features/site-content/components/section-frame'
import { useSectionForm } from '@/features/site-content/components/use-section-form'
import { idFromName } from '@/features/site-content/lib/ids'
import { moveId, usePointerReorder } from '@/hooks/use-pointer-reorder'
import { contentLimits, type PriceItem, type SiteContent } from '@/lib/site-content/schema'

/** A treatment as typed: the price as text, so "12." can become "12.50". */
type PriceRow = Omit<PriceItem, 'pounds' | 'unit'> & { pounds: string; unit: string }
type PricesForm = Record<keyof SiteContent['prices'], PriceRow[]>

const listTitles = { nails: 'Nail Treatments', lashBrow: 'Lash & Brow Treatments' } as const

const mapping = {
  toForm: (prices: SiteContent['prices']): PricesForm => ({
    nails: prices.nails.map(toRow),
    lashBrow: prices.lashBrow.map(toRow),
  }),
  fromForm: (form: PricesForm): SiteContent['prices'] => ({ nails: form.nails.map(fromRow), lashBrow: form.lashBrow.map(fromRow) }),
}

function toRow(item: PriceItem): PriceRow {
  return { ...item, pounds: Number.isInteger(item.pounds) ? String(item.pounds) : item.pounds.toFixed(2), unit: item.unit ?? '' }
}

function fromRow(row: PriceRow): PriceItem {
  const text = row.pounds.trim().replace(/^£/, '')
  const item: PriceItem = { id: row.id, name: row.name, pounds: text === '' ? Number.NaN : Number(text), description: row.description }
  return row.unit.trim() ? { ...item, unit: row.unit } : item
}

/** Prices on /admin (docs/site-content.md): both lists; add, edit, remove and reorder (buttons or drag). */
export function PricesEditor() {
  const section = useSectionForm('prices', mapping)
  const { form, setForm, errors } = section
  if (!form) return <p role="status">Loading prices...</p>
  return (
    <SectionFrame
      title="Prices"
      intro="Your two price lists as /pricing shows them. Prices in pounds, pence allowed (e.g. 12.50)."
      {...section}
      onSave={section.save}
    >
      {(Object.keys(listTitles) as (keyof PricesForm)[]).map((list) => (
        <PriceList key={list} list={list} rows={form[list]} errors={errors} setForm={setForm} />
      ))}
    </SectionFrame>
  )
}

function PriceList({
  list,
  rows,
  errors,
  setForm,
}: {
  list: keyof PricesForm
  rows: PriceRow[]
  errors: FieldErrors
  setForm: (update: (form: PricesForm) => PricesForm) => void
}) {
  const ids = rows.map((r) => r.id)
  const update = (next: (rows: PriceRow[]) => PriceRow[]) => setForm((f) => ({ ...f, [list]: next(f[list]) }))
  const reorder = useCallback(
    (order: readonly string[]) => setForm((f) => ({ ...f, [list]: order.map((id) => f[list].find((r) => r.id === id)!) })),
    [list, setForm],
  )
  const { order, handleProps } = usePointerReorder(list, ids, reorder)
  const shown = order.map((id) => rows.find((r) => r.id === id)).filter((r): r is PriceRow => r !== undefined)
  const listError = errors[`prices.${list}`]
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="font-display text-plum mb-2 text-xl">{listTitles[list]}</legend>
      {listError ? <p className="text-sm font-semibold text-red-800">{listError}</p> : null}
      <ol data-reorder-list={list} className="grid gap-4">
        {shown.map((row, index) => {
          const path = `prices.${list}.${index}`
          const set = (patch: Partial<PriceRow>) => update((all) => all.map((r) => (r.id === row.id ? { ...r, ...patch } : r)))
          const what = row.name.trim() || `treatment ${index + 1}`
          return (
            <li key={row.id} data-reorder-id={row.id} className="grid gap-3 rounded-2xl border border-rose-200 bg-white p-4 shadow-sm">
              <div className="grid gap-3 sm:grid-cols-[1fr_9rem_9rem]">
                <Field
                  label="Name"
                  value={row.name}
                  maxLength={contentLimits.nameChars + 20}
                  onChange={(name) => set({ name })}
                  error={errors[`${path}.name`]}
                />
                <Field
                  label="Price (£)"
                  inputMode="decimal"
                  value={row.pounds}
                  onChange={(pounds) => set({ pounds })}
                  error={errors[`${path}.pounds`]}
                />
                <Field
                  label="Unit (optional)"
                  value={row.unit}
                  placeholder="per nail"
                  onChange={(unit) => set({ unit })}
                  error={errors[`${path}.unit`]}
                />
              </div>
              <Field
                label="Description"
                multiline
                value={row.description}
                onChange={(description) => set({ description })}
                error={errors[`${path}.description`]}
              />
              <ListControls
                what={what}
                index={index}
                count={shown.length}
                dragHandle={handleProps}
                onMove={(to) => reorder(moveId(ids, row.id, to))}
                onRemove={() => update((all) => all.filter((r) => r.id !== row.id))}
              />
            </li>
          )
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        className="h-auto! min-h-11 py-2 text-left whitespace-normal!"
        onClick={() =>
          update((all) => [
            ...all,
            { id: idFromName(`new ${list === 'nails' ? 'nail' : 'lash'} treatment`, ids), name: '', pounds: '', unit: '', description: '' },
          ])
        }
      >
        <Plus aria-hidden="true" />
        Add treatment to {listTitles[list]}
      </Button>
    </fieldset>
  )
}
