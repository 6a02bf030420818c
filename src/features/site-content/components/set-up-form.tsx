import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Field, TextField } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useSetUpSite } from '@/features/site-content/api/set-up-site'
import { setUpTexts } from '@/features/site-content/messages'
import { errorMessage } from '@/lib/error-message'
import { setUpErrors, setUpRefusal, type SetUpAnswers, type SetUpErrors } from '@/lib/site-content/starter'

/** The text answers in the order asked: the label each field shows, its input type, autocomplete and hint. */
const textFields: { key: Exclude<keyof SetUpAnswers, 'brand'>; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { key: 'name', label: 'Studio name', type: 'text', autoComplete: 'organization', hint: 'As clients know it, e.g. Bloom Beauty Bar' },
  { key: 'owner', label: 'Your first name', type: 'text', autoComplete: 'given-name' },
  { key: 'town', label: 'Town', type: 'text', autoComplete: 'address-level2', hint: 'Your area only: the street address stays private' },
  { key: 'city', label: 'City', type: 'text', autoComplete: 'address-level1' },
  { key: 'phone', label: 'WhatsApp number', type: 'tel', autoComplete: 'tel', hint: 'International form, e.g. +44 7700 900123' },
  { key: 'bookingUrl', label: 'Booking link', type: 'url', autoComplete: 'url', hint: 'Your online booking page, starting with https://' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
]

/** The first brand colour offered: a calm slate she replaces with hers. */
const FIRST_BRAND = '#475569'

const noAnswers: SetUpAnswers = { name: '', owner: '', town: '', city: '', phone: '', bookingUrl: '', email: '', brand: FIRST_BRAND }

/**
 * The set-up of a new studio on /admin (docs/site-content.md "A new studio", docs/decisions.md #446): what the site
 * cannot do without (her studio's name, her first name, town, city, WhatsApp number, booking link, e-mail and brand
 * colour), each field labelled. Checked by the schema as she submits (each reason under its field, the first refused
 * field focused), then by the database (its reason under the field it names); nothing she typed is lost on a refusal.
 * Submitting writes the starter site in her words as the first draft; /admin then opens on it (the gate reads it
 * again), where she previews it and publishes.
 */
export function SetUpForm({ actions }: { actions?: ReactNode }) {
  const [answers, setAnswers] = useState<SetUpAnswers>(noAnswers)
  const [errors, setErrors] = useState<SetUpErrors>({})
  const setUp = useSetUpSite()
  const form = useRef<HTMLFormElement>(null)
  const set = (patch: Partial<SetUpAnswers>) => setAnswers((current) => ({ ...current, ...patch }))

  /** Shows `found` and moves the keyboard to the first refused field. */
  function refuse(found: SetUpErrors) {
    setErrors(found)
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = setUpErrors(answers)
    if (Object.keys(found).length > 0) return refuse(found)
    setErrors({})
    try {
      await setUp.mutateAsync(answers)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      refuse((code === '23514' && setUpRefusal(errorMessage(error))) || { form: `${setUpTexts.failed} ${errorMessage(error)}` })
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-accent-200 border-b pb-6">
        {actions ? <div className="mb-4 flex justify-end">{actions}</div> : null}
        <h1 className="font-display text-brand text-3xl sm:text-4xl">{setUpTexts.heading}</h1>
        <p className="text-ink/75 mt-2">{setUpTexts.intro}</p>
      </header>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        {textFields.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            type={f.type}
            autoComplete={f.autoComplete}
            hint={f.hint}
            value={answers[f.key]}
            onValueChange={(value) => set({ [f.key]: value })}
            error={errors[f.key]}
          />
        ))}
        <Field label="Brand colour" hint={setUpTexts.brandHint} error={errors.brand}>
          {(control) => (
            <div className="flex items-center gap-3">
              <input
                type="color"
                aria-label="Pick the brand colour"
                value={/^#[0-9a-fA-F]{6}$/.test(answers.brand) ? answers.brand : FIRST_BRAND}
                onChange={(event) => set({ brand: event.target.value })}
                className="border-control h-11 w-14 shrink-0 cursor-pointer rounded-lg border bg-white p-1"
              />
              <Input
                {...control}
                type="text"
                inputMode="text"
                autoCapitalize="none"
                spellCheck={false}
                value={answers.brand}
                onChange={(event) => set({ brand: event.target.value.trim() })}
                className="aria-invalid:border-red-700"
              />
            </div>
          )}
        </Field>
        {errors.form ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {errors.form}
          </p>
        ) : Object.keys(errors).length > 0 ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {setUpTexts.invalid}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={setUp.isPending}>
            {setUp.isPending ? setUpTexts.making : setUpTexts.submit}
          </Button>
        </div>
      </form>
    </div>
  )
}
