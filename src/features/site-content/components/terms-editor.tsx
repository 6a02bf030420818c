import { FormTextField } from '@/features/site-content/components/form-fields'
import { SectionForm } from '@/features/site-content/components/section-form'
import { numberFromText, poundsText } from '@/features/site-content/lib/numbers'
import type { BookingTerms } from '@/lib/site-content/schema'

/** The terms as typed: numbers as text, so a half-typed value stays as she typed it until Save checks it. */
type TermsForm = {
  deposit: string
  notice: string
  late: string
  arrive: string
  patchFrom: string
  patchTo: string
  age: string
  payment: string
  visits: string
}

const number = numberFromText
const pounds = poundsText

const mapping = {
  toForm: (t: BookingTerms): TermsForm => ({
    deposit: pounds(t.depositPounds),
    notice: String(t.noticeHours),
    late: String(t.lateLimitMinutes),
    arrive: String(t.arriveEarlyMinutes),
    patchFrom: String(t.patchTestHours.from),
    patchTo: String(t.patchTestHours.to),
    age: String(t.guardianConsentUnderAge),
    payment: t.payment,
    visits: t.visitsNotice,
  }),
  fromForm: (f: TermsForm): BookingTerms => ({
    depositPounds: number(f.deposit),
    noticeHours: number(f.notice),
    lateLimitMinutes: number(f.late),
    arriveEarlyMinutes: number(f.arrive),
    patchTestHours: { from: number(f.patchFrom), to: number(f.patchTo) },
    guardianConsentUnderAge: number(f.age),
    payment: f.payment,
    visitsNotice: f.visits,
  }),
}

/** The fields in page order: label, form key, the schema path of its reason, and the keyboard it needs. */
const fields = [
  { label: 'Deposit (£)', key: 'deposit', path: 'depositPounds', inputMode: 'decimal' },
  { label: 'Notice (hours)', key: 'notice', path: 'noticeHours', inputMode: 'numeric' },
  { label: 'Late-arrival limit (minutes)', key: 'late', path: 'lateLimitMinutes', inputMode: 'numeric' },
  { label: 'Arrive early (minutes)', key: 'arrive', path: 'arriveEarlyMinutes', inputMode: 'numeric' },
  { label: 'Patch test from (hours before)', key: 'patchFrom', path: 'patchTestHours.from', inputMode: 'numeric' },
  { label: 'Patch test to (hours before)', key: 'patchTo', path: 'patchTestHours.to', inputMode: 'numeric' },
  { label: 'Guardian consent under (age)', key: 'age', path: 'guardianConsentUnderAge', inputMode: 'numeric' },
] as const satisfies readonly { label: string; key: keyof TermsForm; path: string; inputMode: 'decimal' | 'numeric' }[]

/**
 * Booking terms on /admin (docs/site-content.md "Booking terms"): the deposit, notice, late-arrival limit, how early
 * to arrive, the patch-test window, the guardian-consent age, the payment methods, and /policies' paragraph on how
 * visits are counted (docs/visits.md). Every page, FAQ answer and the
 * search description that states one of them is composed from these, so she types each figure once.
 */
export function TermsEditor() {
  return (
    <SectionForm
      part="bookingTerms"
      mapping={mapping}
      title="Booking terms"
      intro="The figures of your booking policies. /policies, /booking, /pricing and your FAQ answers all say what you set here."
    >
      {({ form, errors }) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((f) => (
              <FormTextField
                key={f.key}
                label={f.label}
                inputMode={f.inputMode}
                field={form.at(f.key)}
                error={errors[`bookingTerms.${f.path}`]}
              />
            ))}
          </div>
          <FormTextField
            label="Payment methods"
            field={form.at('payment')}
            error={errors['bookingTerms.payment']}
            hint="For example: Card, cash or bank transfer"
          />
          <FormTextField
            label="Visits to this site"
            multiline
            field={form.at('visits')}
            error={errors['bookingTerms.visitsNotice']}
            hint="Shown on /policies: how your site counts visits, without cookies. One paragraph."
          />
        </>
      )}
    </SectionForm>
  )
}
