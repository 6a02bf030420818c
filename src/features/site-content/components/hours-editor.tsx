import { FormTextField } from '@/features/site-content/components/form-fields'
import type { FieldErrors } from '@/features/site-content/components/section-form'
import { useFormValue } from '@/features/site-content/hooks/use-form-value'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { SectionForm } from '@/features/site-content/components/section-form'
import type { WeeklyHours } from '@/lib/site-content/schema'
import { weekdays, type Weekday } from '@/lib/site-content/weekdays'

type DayForm = { open: boolean; opens: string; closes: string }
type HoursForm = Record<Weekday, DayForm>

const mapping = {
  toForm: (hours: WeeklyHours): HoursForm =>
    Object.fromEntries(
      weekdays.map((d) => [d, { open: hours[d] !== null, opens: hours[d]?.opens ?? '10:00', closes: hours[d]?.closes ?? '18:00' }]),
    ) as HoursForm,
  fromForm: (form: HoursForm): WeeklyHours =>
    Object.fromEntries(weekdays.map((d) => [d, form[d].open ? { opens: form[d].opens, closes: form[d].closes } : null])) as WeeklyHours,
}

const label = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1)

/** Opening hours on /admin (docs/site-content.md): each weekday closed, or open from a time to a later one. */
export function HoursEditor() {
  return (
    <SectionForm
      part="hours"
      mapping={mapping}
      title="Hours"
      intro="Your opening hours, 24-hour clock. The footer, /booking, /contact and Google see them."
    >
      {({ form, errors }) => (
        <ul className="grid gap-3">
          {weekdays.map((day) => (
            <DayHours key={day} day={day} hours={form.at(day)} errors={errors} />
          ))}
        </ul>
      )}
    </SectionForm>
  )
}

/** One weekday: open or closed, and when open its opening and closing times. */
function DayHours({ day, hours, errors }: { day: Weekday; hours: FormSlot<DayForm>; errors: FieldErrors }) {
  const open = useFormValue(hours.at('open'))
  return (
    <li className="border-accent-200 grid gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:grid-cols-[10rem_1fr_1fr] sm:items-end">
      <label className="text-ink flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="accent-brand size-5"
          checked={open}
          onChange={(e) => hours.at('open').set(() => e.target.checked)}
        />
        {label(day)}: {open ? 'open' : 'closed'}
      </label>
      {open ? (
        <>
          <FormTextField label={`${label(day)} opens`} type="time" field={hours.at('opens')} error={errors[`hours.${day}.opens`]} />
          <FormTextField label={`${label(day)} closes`} type="time" field={hours.at('closes')} error={errors[`hours.${day}.closes`]} />
        </>
      ) : null}
    </li>
  )
}
