import { FormSelectField, FormTextField } from '@/features/site-content/components/form-fields'
import { useFormSelection } from '@/features/site-content/hooks/use-form-value'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type FieldErrors, type SectionFields } from '@/features/site-content/components/section-form'
import { idFromName } from '@/features/site-content/lib/ids'
import { cardName, categoryName, serviceRemovalRefusal } from '@/features/site-content/lib/services'
import { contentLimits, type FeaturedServiceRef, type Services } from '@/lib/site-content/schema'

const mapping = { toForm: (services: Services) => services, fromForm: (services: Services) => services }

/**
 * Services on /admin (docs/site-content.md "Services"): the /services categories (title, one-line intro, order) and
 * the cards (title, description, category, order; add and remove), each a `ListEditor`, and the home page's three
 * featured services chosen from the cards, each with its own home title and teaser. A category with services and a
 * featured card cannot be removed (the reason shows beside it); the schema's reasons show beside refused values.
 */
export function ServicesEditor() {
  return (
    <SectionForm
      part="services"
      mapping={mapping}
      title="Services"
      intro="Your /services page: its sections (categories) and service cards, in the order shown, and the three services the home page features."
    >
      {(fields) => <ServicesFields {...fields} />}
    </SectionForm>
  )
}

/** The Services editor's fields: categories, cards and the home page's featured three. */
function ServicesFields({ form, errors }: SectionFields<Services>) {
  const categories = form.at('categories')
  return (
    <>
      <ListEditor
        listId="service-categories"
        legend="Categories"
        items={categories}
        errors={errors}
        path="services.categories"
        newItem={(taken) => ({ id: idFromName('category', taken), title: '', intro: '' })}
        addLabel="Add category"
        itemName={categoryName}
        removeRefusal={(category) => serviceRemovalRefusal(form.get(), { category })}
        renderItem={(listItem) => (
          <>
            <FormTextField label="Category title" {...itemTextField(listItem, 'title')} />
            <FormTextField label="One-line intro" {...itemTextField(listItem, 'intro')} />
          </>
        )}
      />
      <ListEditor
        listId="service-cards"
        legend="Service cards"
        items={form.at('cards')}
        errors={errors}
        path="services.cards"
        newItem={(taken) => ({ id: idFromName('service', taken), title: '', description: '', category: categories.get()[0]?.id ?? '' })}
        addLabel="Add service"
        itemName={cardName}
        removeRefusal={(card) => serviceRemovalRefusal(form.get(), { card })}
        renderItem={(listItem) => (
          <>
            <FormTextField label="Service title" {...itemTextField(listItem, 'title')} />
            <FormTextField label="Description" multiline {...itemTextField(listItem, 'description')} />
            <ChoiceOf
              label="Category"
              field={listItem.slot.at('category')}
              list={categories}
              name={categoryName}
              error={listItem.errorOf('category')}
            />
          </>
        )}
      />
      <FeaturedServices services={form} errors={errors} />
    </>
  )
}

/** The options of a choice among a list's items: each item's id, named by `name`. */
function optionsOf<T extends { id: string }>(list: readonly T[], name: (item: T, index: number) => string) {
  return list.map((item, index) => ({ value: item.id, label: name(item, index) }))
}

const sameOptions = (a: readonly { value: string; label: string }[], b: readonly { value: string; label: string }[]) =>
  a.length === b.length && a.every((option, index) => option.value === b[index]?.value && option.label === b[index]?.label)

/**
 * A choice (`field`, an id) of one item of `list` (the categories, the cards), named by `name`; `onChoose`, when
 * given, makes the change instead of `field`. Renders when the choice or the items' names change, not for a key
 * elsewhere in the item's row or in the list.
 */
function ChoiceOf<T extends { id: string }>({
  label,
  field,
  onChoose,
  list,
  name,
  error,
}: {
  label: string
  field: FormSlot<string>
  onChoose?: (id: string) => void
  list: FormSlot<T[]>
  name: (item: T, index: number) => string
  error: string | undefined
}) {
  const options = useFormSelection(list, (items) => optionsOf(items, name), sameOptions)
  return <FormSelectField label={label} field={field} onValueChange={onChoose} options={options} error={error} />
}

/** "On the home page": the three featured services, each a card chosen from the cards with its own home title and teaser. */
function FeaturedServices({ services, errors }: { services: FormSlot<Services>; errors: FieldErrors }) {
  const featured = services.at('featured')
  const slots = useFormSelection(featured, (all) => all.length, Object.is)

  function setFeatured(slot: number, patch: Partial<FeaturedServiceRef>) {
    services.set((current) => ({
      ...current,
      featured: current.featured.map((f, i) => {
        if (i !== slot) return f
        const card = patch.card !== undefined && patch.card !== f.card ? current.cards.find((c) => c.id === patch.card) : undefined
        // Choosing another service starts its home title and teaser from the card; she can shorten them.
        return card ? { card: card.id, title: card.title, description: card.description } : { ...f, ...patch }
      }),
    }))
  }

  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="font-display text-brand mb-2 text-xl">On the home page</legend>
      <p className="text-ink/75 text-sm">
        Choose {contentLimits.featuredServices} different services; each has a short title and teaser of its own on the home page.
      </p>
      {errors['services.featured'] ? <p className="text-sm font-semibold text-red-800">{errors['services.featured']}</p> : null}
      <ol className="grid gap-4">
        {Array.from({ length: slots }, (_, slot) => {
          const at = featured.at(slot)
          return (
            <li key={slot} className="border-accent-200 grid gap-3 rounded-2xl border bg-white p-4 shadow-sm">
              <fieldset className="grid min-w-0 gap-3">
                <legend className="text-ink mb-1 font-semibold">Featured {slot + 1}</legend>
                <ChoiceOf
                  label="Service"
                  field={at.at('card')}
                  onChoose={(card) => setFeatured(slot, { card })}
                  list={services.at('cards')}
                  name={cardName}
                  error={errors[`services.featured.${slot}.card`]}
                />
                <FormTextField label="Home title" field={at.at('title')} error={errors[`services.featured.${slot}.title`]} />
                <FormTextField
                  label="Home teaser"
                  multiline
                  field={at.at('description')}
                  error={errors[`services.featured.${slot}.description`]}
                />
              </fieldset>
            </li>
          )
        })}
      </ol>
    </fieldset>
  )
}
