import { SelectField, TextField } from '@/components/ui/field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type SectionFields } from '@/features/site-content/components/section-form'
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
function ServicesFields({ form, setForm, errors }: SectionFields<Services>) {
  const categoryOptions = form.categories.map((c, i) => ({ value: c.id, label: categoryName(c, i) }))
  const cardOptions = form.cards.map((c, i) => ({ value: c.id, label: cardName(c, i) }))

  function setFeatured(slot: number, patch: Partial<FeaturedServiceRef>) {
    setForm((current) => ({
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
    <>
      <ListEditor
        listId="service-categories"
        legend="Categories"
        items={form.categories}
        onChange={(update) => setForm((current) => ({ ...current, categories: update(current.categories) }))}
        errors={errors}
        path="services.categories"
        newItem={(taken) => ({ id: idFromName('category', taken), title: '', intro: '' })}
        addLabel="Add category"
        itemName={categoryName}
        removeRefusal={(category) => serviceRemovalRefusal(form, { category })}
        renderItem={({ item, set, errorOf }) => (
          <>
            <TextField label="Category title" value={item.title} onValueChange={(title) => set({ title })} error={errorOf('title')} />
            <TextField label="One-line intro" value={item.intro} onValueChange={(intro) => set({ intro })} error={errorOf('intro')} />
          </>
        )}
      />
      <ListEditor
        listId="service-cards"
        legend="Service cards"
        items={form.cards}
        onChange={(update) => setForm((current) => ({ ...current, cards: update(current.cards) }))}
        errors={errors}
        path="services.cards"
        newItem={(taken) => ({ id: idFromName('service', taken), title: '', description: '', category: form.categories[0]?.id ?? '' })}
        addLabel="Add service"
        itemName={cardName}
        removeRefusal={(card) => serviceRemovalRefusal(form, { card })}
        renderItem={({ item, set, errorOf }) => (
          <>
            <TextField label="Service title" value={item.title} onValueChange={(title) => set({ title })} error={errorOf('title')} />
            <TextField
              label="Description"
              multiline
              value={item.description}
              onValueChange={(description) => set({ description })}
              error={errorOf('description')}
            />
            <SelectField
              label="Category"
              value={item.category}
              onValueChange={(category) => set({ category })}
              options={categoryOptions}
              error={errorOf('category')}
            />
          </>
        )}
      />
      <fieldset className="grid min-w-0 gap-4">
        <legend className="font-display text-brand mb-2 text-xl">On the home page</legend>
        <p className="text-ink/75 text-sm">
          Choose {contentLimits.featuredServices} different services; each has a short title and teaser of its own on the home page.
        </p>
        {errors['services.featured'] ? <p className="text-sm font-semibold text-red-800">{errors['services.featured']}</p> : null}
        <ol className="grid gap-4">
          {form.featured.map((f, slot) => (
            <li key={slot} className="border-accent-200 grid gap-3 rounded-2xl border bg-white p-4 shadow-sm">
              <fieldset className="grid min-w-0 gap-3">
                <legend className="text-ink mb-1 font-semibold">Featured {slot + 1}</legend>
                <SelectField
                  label="Service"
                  value={f.card}
                  onValueChange={(card) => setFeatured(slot, { card })}
                  options={cardOptions}
                  error={errors[`services.featured.${slot}.card`]}
                />
                <TextField
                  label="Home title"
                  value={f.title}
                  onValueChange={(title) => setFeatured(slot, { title })}
                  error={errors[`services.featured.${slot}.title`]}
                />
                <TextField
                  label="Home teaser"
                  multiline
                  value={f.description}
                  onValueChange={(description) => setFeatured(slot, { description })}
                  error={errors[`services.featured.${slot}.description`]}
                />
              </fieldset>
            </li>
          ))}
        </ol>
      </fieldset>
    </>
  )
}
