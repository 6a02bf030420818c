import { FormTextField } from '@/features/site-content/components/form-fields'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListSection } from '@/features/site-content/components/list-section'
import { idFromName } from '@/features/site-content/lib/ids'
import type { Testimonial } from '@/lib/site-content/schema'

const mapping = { toForm: (reviews: Testimonial[]) => reviews, fromForm: (reviews: Testimonial[]) => reviews }

/** Reviews on /admin (docs/site-content.md): the home page's testimonials, a `ListEditor` (add, edit, remove, reorder). */
export function ReviewsEditor() {
  return (
    <ListSection
      part="testimonials"
      mapping={mapping}
      title="Reviews"
      intro="What clients say, on the home page. Only publish real reviews, with the client's permission."
      list={{
        listId: 'reviews',
        label: 'Reviews',
        newItem: (taken) => ({ id: idFromName('review', taken), quote: '', name: '', treatment: '' }),
        addLabel: 'Add review',
        itemName: (_, index) => `review ${index + 1}`,
        renderItem: (listItem) => (
          <>
            <FormTextField label="Quote" multiline {...itemTextField(listItem, 'quote')} />
            <div className="grid gap-3 sm:grid-cols-2">
              <FormTextField label="First name or initial" {...itemTextField(listItem, 'name')} />
              <FormTextField label="Treatment" {...itemTextField(listItem, 'treatment')} />
            </div>
          </>
        ),
      }}
    />
  )
}
