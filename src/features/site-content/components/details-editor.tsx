import { FormTextField } from '@/features/site-content/components/form-fields'
import { SectionForm } from '@/features/site-content/components/section-form'
import type { StudioDetails } from '@/lib/site-content/schema'

type DetailsForm = Omit<StudioDetails, 'productBrands'> & { productBrands: string }

const mapping = {
  toForm: (details: StudioDetails): DetailsForm => ({ ...details, productBrands: details.productBrands.join('\n') }),
  fromForm: (form: DetailsForm): StudioDetails => ({
    ...form,
    productBrands: form.productBrands
      .split('\n')
      .map((b) => b.trim())
      .filter(Boolean),
  }),
}

const fields: { key: Exclude<keyof DetailsForm, 'productBrands'>; label: string; type: string; hint?: string }[] = [
  { key: 'phone', label: 'WhatsApp and phone number', type: 'tel', hint: 'International form, e.g. +44 7700 900123' },
  { key: 'bookingUrl', label: 'Booking link', type: 'url', hint: 'Your online scheduling page, starting with https://' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'instagramUrl', label: 'Instagram link', type: 'url' },
  { key: 'facebookUrl', label: 'Facebook link', type: 'url' },
  { key: 'tiktokUrl', label: 'TikTok link', type: 'url' },
]

/** The studio's details on /admin (docs/site-content.md): phone, booking link, e-mail, social links, product brands. */
export function DetailsEditor() {
  return (
    <SectionForm
      part="details"
      mapping={mapping}
      title="Details"
      intro="How clients reach and book you. Every page, the WhatsApp buttons and Google use these."
    >
      {({ form, errors }) => (
        <div className="grid gap-4">
          {fields.map((f) => (
            <FormTextField
              key={f.key}
              label={f.label}
              type={f.type}
              hint={f.hint}
              field={form.at(f.key)}
              error={errors[`details.${f.key}`]}
            />
          ))}
          <FormTextField
            label="Product brands (one per line)"
            multiline
            field={form.at('productBrands')}
            error={Object.entries(errors).find(([path]) => path.startsWith('details.productBrands'))?.[1]}
            hint="Shown on /about."
          />
        </div>
      )}
    </SectionForm>
  )
}
