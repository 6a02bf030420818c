import { FormTextField } from '@/features/site-content/components/form-fields'
import type { FieldErrors } from '@/features/site-content/components/section-form'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm } from '@/features/site-content/components/section-form'
import { idFromName } from '@/features/site-content/lib/ids'
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
  return (
    <SectionForm
      part="prices"
      mapping={mapping}
      title="Prices"
      intro="Your two price lists as /pricing shows them. Prices in pounds, pence allowed (e.g. 12.50)."
    >
      {({ form, errors }) =>
        (Object.keys(listTitles) as (keyof PricesForm)[]).map((list) => (
          <PriceList key={list} list={list} rows={form.at(list)} errors={errors} />
        ))
      }
    </SectionForm>
  )
}

/** One price list: a `ListEditor` of treatments with their name, price, unit and description. */
function PriceList({ list, rows, errors }: { list: keyof PricesForm; rows: FormSlot<PriceRow[]>; errors: FieldErrors }) {
  return (
    <ListEditor
      listId={list}
      legend={listTitles[list]}
      items={rows}
      errors={errors}
      path={`prices.${list}`}
      newItem={(taken) => ({
        id: idFromName(`new ${list === 'nails' ? 'nail' : 'lash'} treatment`, taken),
        name: '',
        pounds: '',
        unit: '',
        description: '',
      })}
      addLabel={`Add treatment to ${listTitles[list]}`}
      itemName={(row, index) => row.name.trim() || `treatment ${index + 1}`}
      renderItem={(listItem) => (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_9rem_9rem]">
            <FormTextField label="Name" {...itemTextField(listItem, 'name')} maxLength={contentLimits.nameChars + 20} />
            <FormTextField label="Price (£)" inputMode="decimal" {...itemTextField(listItem, 'pounds')} />
            <FormTextField label="Unit (optional)" {...itemTextField(listItem, 'unit')} placeholder="per nail" />
          </div>
          <FormTextField label="Description" multiline {...itemTextField(listItem, 'description')} />
        </>
      )}
    />
  )
}
