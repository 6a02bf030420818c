import { TextField } from '@/components/ui/field'
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
      {({ form, setForm, errors }) => (
        <ul className="grid gap-3">
          {weekdays.map((day) => {
            const value = form[day]
            const set = (patch: Partial<DayForm>) => setForm((f) => ({ ...f, [day]: { ...f[day], ...patch } }))
            return (
              <li
                key={day}
                className="border-accent-200 grid gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:grid-cols-[10rem_1fr_1fr] sm:items-end"
              >
                <label className="text-ink flex min-h-11 items-center gap-3 font-semibold">
                  <input
                    type="checkbox"
                    className="accent-brand size-5"
                    checked={value.open}
                    onChange={(e) => set({ open: e.target.checked })}
                  />
                  {label(day)}: {value.open ? 'open' : 'closed'}
                </label>
                {value.open ? (
                  <>
                    <TextField
                      label={`${label(day)} opens`}
                      type="time"
                      value={value.opens}
                      onValueChange={(opens) => set({ opens })}
                      error={errors[`hours.${day}.opens`]}
                    />
                    <TextField
                      label={`${label(day)} closes`}
                      type="time"
                      value={value.closes}
                      onValueChange={(closes) => set({ closes })}
                      error={errors[`hours.${day}.closes`]}
                    />
                  </>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </SectionForm>
  )
}
