import { useDeferredValue, useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { SectionForm, type FieldErrors, type SectionFields } from '@/features/site-content/components/section-form'
import { UploadField } from '@/features/site-content/components/upload-field'
import { useFormValue } from '@/features/site-content/hooks/use-form-value'
import { charactersLeft } from '@/features/site-content/lib/characters-left'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { HEX, paletteNotes } from '@/features/site-content/lib/palette-notes'
import type { PaletteNote } from '@/lib/palette'
import { contentLimits as L, type Identity } from '@/lib/site-content/schema'

/** Her logo as her content holds it. */
type Logo = NonNullable<Identity['logo']>

/** Stores a logo she picked (the page passes the gallery's `uploadLogo`: checked, SVG made safe, drawn as a PNG). */
export type UploadLogo = (file: File) => Promise<Logo>

const mapping = { toForm: (identity: Identity) => identity, fromForm: (form: Identity) => form }

const texts = [
  { key: 'name', label: 'Studio name', max: L.studioNameChars },
  { key: 'owner', label: 'Your first name', max: L.ownerChars },
  { key: 'tagline', label: 'Tagline', max: L.taglineChars },
  { key: 'town', label: 'Town', max: L.placeChars },
  { key: 'city', label: 'City', max: L.placeChars },
] as const satisfies readonly { key: keyof Identity; label: string; max: number }[]

/**
 * "Your studio" on /admin (docs/site-content.md "Editors", docs/decisions.md #462): her studio's name, her first name,
 * the tagline, her town and city, her brand colour and optional accent (each a colour picker and its hex code, with the
 * palette's note in words when her colour had to be made darker to stay readable) and her logo (upload, replace,
 * remove: without one, the name is the wordmark).
 */
export function IdentityEditor({ uploadLogo }: { uploadLogo: UploadLogo }) {
  return (
    <SectionForm
      part="identity"
      mapping={mapping}
      title="Your studio"
      intro="Your studio’s name, your name, where you work, your colours and your logo. Every page, title and message uses them."
    >
      {(fields) => <IdentityFields {...fields} uploadLogo={uploadLogo} />}
    </SectionForm>
  )
}

function IdentityFields({ form, errors, uploadLogo }: SectionFields<Identity> & { uploadLogo: UploadLogo }) {
  const colours = form.at('colours')
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {texts.map((t) => (
          <FormTextField
            key={t.key}
            label={t.label}
            field={form.at(t.key)}
            hint={charactersLeft(t.max)}
            error={errors[`identity.${t.key}`]}
          />
        ))}
      </div>
      <ColourField
        legend="Brand colour"
        which="brand"
        colour={colours.at('brand')}
        colours={colours}
        error={errors['identity.colours.brand']}
      />
      <AccentField colours={colours} errors={errors} />
      <LogoField
        logo={form.at('logo')}
        uploadLogo={uploadLogo}
        error={Object.entries(errors).find(([path]) => path.startsWith('identity.logo'))?.[1]}
      />
    </>
  )
}

/**
 * One of her colours: the browser's colour picker and the hex code (either changes it; a half-typed code stays as
 * typed, the picker showing the last whole one), and the palette's notes for it.
 */
function ColourField({
  legend,
  which,
  colour,
  colours,
  error,
  children,
}: {
  legend: string
  which: PaletteNote['colour']
  colour: FormSlot<string>
  colours: FormSlot<Identity['colours']>
  error: string | undefined
  children?: React.ReactNode
}) {
  const value = useFormValue(colour)
  const id = `colour-${which}`
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="font-display text-brand mb-2 text-xl">{legend}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-picker`}>Pick</Label>
          <input
            id={`${id}-picker`}
            type="color"
            value={HEX.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => colour.set(() => event.target.value)}
            className="border-control focus-visible:outline-brand h-11 w-16 cursor-pointer rounded-lg border bg-white p-1 focus-visible:outline-3 focus-visible:outline-offset-2"
          />
        </div>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={`${id}-hex`}>Hex code</Label>
          <Input
            id={`${id}-hex`}
            value={value}
            onChange={(event) => colour.set(() => event.target.value.trim())}
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-notes` : `${id}-notes`}
            className="max-w-40 font-mono aria-invalid:border-red-700"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <PaletteNotes id={`${id}-notes`} which={which} colours={colours} />
      {children}
    </fieldset>
  )
}

/** The palette's notes on colour `which`: what had to be made darker and why, in words (src/lib/palette.ts). */
function PaletteNotes({ id, which, colours: slot }: { id: string; which: PaletteNote['colour']; colours: FormSlot<Identity['colours']> }) {
  // Derived after the key or the picker's move has painted (a palette takes a few milliseconds).
  const colours = useDeferredValue(useFormValue(slot))
  const notes = useMemo(() => paletteNotes(colours).filter((n) => n.colour === which), [colours, which])
  return (
    <div id={id} aria-live="polite" className="text-ink/80 grid gap-1 text-sm">
      {notes.map((n) => (
        <p key={n.message} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="border-control inline-block size-4 shrink-0 rounded-full border"
            style={{ background: n.used }}
          />
          {n.message}
        </p>
      ))}
    </div>
  )
}

/** Her optional accent: "Add an accent colour" (starting from her brand colour), or its colour and "Remove accent colour". */
function AccentField({ colours, errors }: { colours: FormSlot<Identity['colours']>; errors: FieldErrors }) {
  const hasAccent = useFormValue(colours.at('accent')) !== null
  if (!hasAccent) {
    return (
      <div className="grid gap-2">
        <p className="text-ink/80 text-sm">Buttons and links use your brand colour. A second colour is optional.</p>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:justify-self-start"
          onClick={() => colours.set((c) => ({ ...c, accent: c.brand }))}
        >
          Add an accent colour
        </Button>
      </div>
    )
  }
  return (
    <ColourField
      legend="Accent colour (buttons and links)"
      which="accent"
      colour={colours.at('accent') as FormSlot<string>}
      colours={colours}
      error={errors['identity.colours.accent']}
    >
      <Button
        type="button"
        variant="outline"
        className="min-h-11 sm:justify-self-start"
        onClick={() => colours.set((c) => ({ ...c, accent: null }))}
      >
        Remove accent colour
      </Button>
    </ColourField>
  )
}

/** Her logo: the one shown, "Choose your logo" / "Replace logo" (uploaded at once) and "Remove logo" (the name shows instead). */
function LogoField({
  logo: slot,
  uploadLogo,
  error,
}: {
  logo: FormSlot<Identity['logo']>
  uploadLogo: UploadLogo
  error: string | undefined
}) {
  const logo = useFormValue(slot)
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="font-display text-brand mb-2 text-xl">Logo</legend>
      {logo ? (
        <img
          src={logo.imageUrl}
          alt="Your logo"
          width={logo.width}
          height={logo.height}
          className="bg-surface max-h-24 w-auto max-w-full justify-self-start rounded-lg object-contain p-2"
        />
      ) : (
        <p className="text-ink/75 text-sm">No logo: your studio’s name is shown in its place, in your brand colour.</p>
      )}
      <UploadField
        label={logo ? 'Replace logo' : 'Choose your logo'}
        accept="image/png,image/jpeg,image/webp,image/svg+xml,.svg"
        hint="PNG, JPEG, WebP or SVG, up to 10 MB. It also makes the icon of the browser tab and the phone's home screen."
        uploadingText="Uploading logo..."
        upload={uploadLogo}
        onUploaded={(stored) => slot.set(() => stored)}
      />
      {error ? <p className="text-sm font-semibold text-red-800">{error}</p> : null}
      {logo ? (
        <Button type="button" variant="outline" className="min-h-11 sm:justify-self-start" onClick={() => slot.set(() => null)}>
          Remove logo
        </Button>
      ) : null}
    </fieldset>
  )
}
