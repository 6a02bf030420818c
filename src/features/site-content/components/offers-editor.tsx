import { useId } from 'react'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { useFormValue } from '@/features/site-content/hooks/use-form-value'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type SectionFields } from '@/features/site-content/components/section-form'
import { idFromName } from '@/features/site-content/lib/ids'
import { numberFromText, poundsText } from '@/features/site-content/lib/numbers'
import { charactersLeft } from '@/features/site-content/lib/characters-left'
import { welcomeAppointmentLabel } from '@/lib/site-content/diff'
import { contentLimits, type Offers, type Voucher } from '@/lib/site-content/schema'

/** A voucher as typed: the amount as text ("" for any amount), so "12." can become "12.50". */
type VoucherRow = Omit<Voucher, 'pounds'> & { pounds: string }
/** The offers as typed: numbers as text until Save checks them. */
type OffersForm = { vouchers: VoucherRow[]; validity: string; percentOff: string; shown: boolean; appointment: string }

const mapping = {
  toForm: (offers: Offers): OffersForm => ({
    vouchers: offers.vouchers.map((v) => ({ ...v, pounds: v.pounds === null ? '' : poundsText(v.pounds) })),
    validity: String(offers.voucherValidityMonths),
    percentOff: String(offers.welcome.percentOff),
    shown: offers.welcome.shown,
    appointment: offers.welcome.appointment,
  }),
  fromForm: (form: OffersForm): Offers => ({
    vouchers: form.vouchers.map((v) => ({ ...v, pounds: v.pounds.trim() === '' ? null : numberFromText(v.pounds) })),
    voucherValidityMonths: numberFromText(form.validity),
    welcome: { percentOff: numberFromText(form.percentOff), shown: form.shown, appointment: form.appointment },
  }),
}

/**
 * Offers on /admin (docs/site-content.md "Offers"): the gift vouchers of /gifts (a `ListEditor`: title, amount in
 * pounds or blank for any amount, description), how many months they are valid, and the welcome offer's discount
 * (%), whether the site shows it at all and what it is off, in her words. Reasons from the shared schema beside each refused value.
 */
export function OffersEditor() {
  return (
    <SectionForm
      part="offers"
      mapping={mapping}
      title="Offers"
      intro="Your gift vouchers on /gifts and the welcome offer new visitors see. Amounts in pounds, pence allowed."
    >
      {(fields) => <OffersFields {...fields} />}
    </SectionForm>
  )
}

/** The Offers editor's fields: the vouchers, their validity, and the welcome offer. */
function OffersFields({ form, errors }: SectionFields<OffersForm>) {
  const shownId = useId()
  const shown = useFormValue(form.at('shown'))
  return (
    <>
      <ListEditor
        listId="vouchers"
        legend="Gift vouchers"
        items={form.at('vouchers')}
        errors={errors}
        path="offers.vouchers"
        newItem={(taken) => ({ id: idFromName('voucher', taken), title: '', pounds: '', description: '' })}
        addLabel="Add voucher"
        itemName={(voucher, index) => voucher.title.trim() || `voucher ${index + 1}`}
        renderItem={(listItem) => (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormTextField label="Voucher title" {...itemTextField(listItem, 'title')} />
              <FormTextField
                label="Amount (£)"
                inputMode="decimal"
                {...itemTextField(listItem, 'pounds')}
                hint="Leave blank for any amount"
              />
            </div>
            <FormTextField label="Description" multiline {...itemTextField(listItem, 'description')} />
          </>
        )}
      />
      <FormTextField
        label="Validity (months)"
        inputMode="numeric"
        field={form.at('validity')}
        error={errors['offers.voucherValidityMonths']}
        hint="Vouchers are valid this long from purchase."
      />
      <fieldset className="grid min-w-0 gap-4">
        <legend className="font-display text-brand mb-2 text-xl">Welcome offer</legend>
        <div className="flex min-h-11 items-center gap-3">
          <input
            id={shownId}
            type="checkbox"
            checked={shown}
            onChange={(event) => form.at('shown').set(() => event.target.checked)}
            className="accent-brand size-6 shrink-0"
          />
          <label htmlFor={shownId} className="text-ink font-medium">
            Show the welcome offer to new visitors
          </label>
        </div>
        <FormTextField
          label="Discount (%)"
          inputMode="numeric"
          field={form.at('percentOff')}
          error={errors['offers.welcome.percentOff']}
          hint={(percentOff) => `The code follows it: WELCOME${percentOff.trim() || '10'}.`}
        />
        <FormTextField
          label={welcomeAppointmentLabel}
          field={form.at('appointment')}
          error={errors['offers.welcome.appointment']}
          hint={(appointment) =>
            `“…% off your first ${appointment.trim() || '…'}”. ${charactersLeft(contentLimits.welcomeAppointmentChars)(appointment)}`
          }
        />
      </fieldset>
    </>
  )
}
