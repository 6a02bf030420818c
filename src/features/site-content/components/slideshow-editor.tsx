import { useId } from 'react'
import type { SlidePhoto } from '@/components/sections/hero-slideshow'
import { Button } from '@/components/ui/button'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type SectionFields } from '@/features/site-content/components/section-form'
import { useFormValue } from '@/features/site-content/hooks/use-form-value'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { contentLimits, type SlideRef } from '@/lib/site-content/schema'

const mapping = { toForm: (refs: SlideRef[]) => refs, fromForm: (refs: SlideRef[]) => refs }

const key = (ref: SlideRef) => `${ref.source}:${ref.id}`

/** A small, decorative thumbnail (the alt text is beside it as text). */
function Thumb({ photo }: { photo: SlidePhoto | undefined }) {
  const className = 'size-16 shrink-0 rounded-lg object-cover bg-accent-100'
  if (!photo) return <div aria-hidden="true" className={className} />
  if (!photo.uploaded) return <ResponsiveImage id={photo.id} alt="" sizes="80px" className={className} />
  const { src, srcSet, sizes } = photo.uploaded
  return <img src={src} srcSet={srcSet} sizes={sizes} alt="" loading="lazy" decoding="async" className={className} />
}

/**
 * Slideshow on /admin (docs/site-content.md "Slideshow"): which photos the home slideshow shows (1 to 11) and in what
 * order, chosen from `photos` (her gallery uploads and the built-in photos; the page passes `useSlideshowPhotos()`). Each photo's alt text is its caption (edited in
 * Gallery) or the built-in photo's text. The order is a `ListEditor` without an add button (reorder by buttons and by
 * drag, remove); photos are added by ticking them below. Timing and fade are not hers to change.
 */
export function SlideshowEditor({ photos }: { photos: readonly SlidePhoto[] | undefined }) {
  return (
    <SectionForm
      part="slideshow"
      mapping={mapping}
      title="Slideshow"
      intro={`The photos behind the home page's headline, in the order shown (1 to ${contentLimits.maxSlides}). Each one's description for screen readers is its gallery caption.`}
      ready={photos !== undefined}
    >
      {(fields) => <SlideshowFields {...fields} choices={photos ?? []} />}
    </SectionForm>
  )
}

/** One chosen photo in the order: its thumbnail and its alt text, or that it has left the gallery. */
function ChosenPhoto({ slide, byKey }: { slide: FormSlot<SlideRef>; byKey: ReadonlyMap<string, SlidePhoto> }) {
  const ref = useFormValue(slide)
  // Removed from the order: its row leaves the page with this render.
  if (ref === undefined) return null
  const choice = byKey.get(key(ref))
  return (
    <div className="flex items-center gap-3">
      <Thumb photo={choice} />
      <p className="text-ink min-w-0 text-sm">{choice ? choice.alt : 'This photo is no longer in the gallery: remove it.'}</p>
    </div>
  )
}

/** The Slideshow editor's fields: the chosen photos in order, and the photos to choose from. */
function SlideshowFields({ form, errors, choices }: SectionFields<SlideRef[]> & { choices: readonly SlidePhoto[] }) {
  const pickerId = useId()
  const byKey = new Map(choices.map((c) => [key(c.ref), c]))
  const chosen = new Set(useFormValue(form).map(key))
  const toggle = (ref: SlideRef, on: boolean) =>
    form.set((refs) => (on ? [...refs.filter((r) => key(r) !== key(ref)), ref] : refs.filter((r) => key(r) !== key(ref))))
  const groups = [
    { title: 'Your gallery photos', items: choices.filter((c) => c.ref.source === 'gallery') },
    { title: 'Built-in photos', items: choices.filter((c) => c.ref.source === 'built-in') },
  ]
  return (
    <>
      <ListEditor
        listId="slideshow"
        legend="Shown, in this order"
        items={form}
        errors={errors}
        path="slideshow"
        itemName={(_, index) => `photo ${index + 1}`}
        renderItem={({ slot }) => <ChosenPhoto slide={slot} byKey={byKey} />}
      />
      <fieldset className="grid min-w-0 gap-4" aria-describedby={pickerId}>
        <legend className="font-display text-brand mb-2 text-xl">Choose photos</legend>
        <p id={pickerId} className="text-ink/75 text-sm">
          Tick a photo to add it at the end; untick it to take it out. {chosen.size} of at most {contentLimits.maxSlides} chosen.
        </p>
        <Button type="button" variant="outline" className="min-h-11 sm:justify-self-start" onClick={() => form.set(() => [])}>
          Untick all photos
        </Button>
        {groups.map((group) => (
          <div key={group.title} className="grid gap-2">
            <h3 className="text-brand font-semibold">{group.title}</h3>
            {group.items.length === 0 ? (
              <p className="text-ink/75 text-sm">None yet: photos you upload in Gallery appear here.</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {group.items.map((choice) => {
                  const id = `${pickerId}-${key(choice.ref)}`
                  return (
                    <li key={key(choice.ref)} className="border-accent-200 flex items-center gap-3 rounded-xl border bg-white p-2">
                      <input
                        id={id}
                        type="checkbox"
                        checked={chosen.has(key(choice.ref))}
                        onChange={(event) => toggle(choice.ref, event.target.checked)}
                        className="accent-brand size-6 shrink-0"
                      />
                      <Thumb photo={choice} />
                      <label htmlFor={id} className="text-ink min-w-0 flex-1 py-2 text-sm">
                        {choice.alt}
                      </label>
                    </li>
                  )
                })}
              </ul>
            )}
          </div>
        ))}
      </fieldset>
    </>
  )
}
