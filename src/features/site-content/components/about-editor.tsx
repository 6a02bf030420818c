import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { useFormValue } from '@/features/site-content/hooks/use-form-value'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type FieldErrors, type SectionFields } from '@/features/site-content/components/section-form'
import { idFromName } from '@/features/site-content/lib/ids'
import { UploadField } from '@/features/site-content/components/upload-field'
import { contentLimits, type About, type UploadedPhoto } from '@/lib/site-content/schema'

/** Her photo as the form holds it: the stored files, and the alt text as typed. */
type AboutForm = Omit<About, 'paragraphs'> & { story: string }

/** Paragraphs are separated by a blank line in the story field; a single line break inside one becomes a space. */
const mapping = {
  toForm: ({ paragraphs, ...about }: About): AboutForm => ({ ...about, story: paragraphs.join('\n\n') }),
  fromForm: ({ story, ...about }: AboutForm): About => ({
    ...about,
    paragraphs: story
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean),
  }),
}

/** Uploads a picked photo (the page passes the gallery's pipeline); resolves with the stored files, alt text to add. */
export type UploadAboutPhoto = (file: File) => Promise<Omit<UploadedPhoto, 'alt'>>

/**
 * About on /admin (docs/site-content.md "About"): the story's heading and paragraphs (one field, a blank line between
 * paragraphs; "{owner}" names her), the promises (a `ListEditor`), and her photo: picked on her phone and uploaded at
 * once through `uploadPhoto` (the gallery's checks and renditions, EXIF and GPS stripped), with its alt text; or
 * the built-in studio photo. The upload stores files only: the page shows the photo once she saves and publishes.
 */
export function AboutEditor({ uploadPhoto }: { uploadPhoto: UploadAboutPhoto }) {
  return (
    <SectionForm
      part="about"
      mapping={mapping}
      title="About"
      intro="Your story, your promises and your photo on /about. Write {owner} for your name and {studio} for the studio's."
    >
      {(fields) => <AboutFields {...fields} uploadPhoto={uploadPhoto} />}
    </SectionForm>
  )
}

/** The About editor's fields: heading, story, photo (upload and alt text) and promises. */
function AboutFields({ form, errors, uploadPhoto }: SectionFields<AboutForm> & { uploadPhoto: UploadAboutPhoto }) {
  const storyError = Object.entries(errors).find(([path]) => path.startsWith('about.paragraphs'))?.[1]
  return (
    <>
      <FormTextField label="Heading" field={form.at('heading')} error={errors['about.heading']} />
      <FormTextField
        label="Your story"
        multiline
        field={form.at('story')}
        error={storyError}
        hint={`Leave a blank line between paragraphs (at most ${contentLimits.maxParagraphs}).`}
      />
      <AboutPhoto photo={form.at('photo')} errors={errors} uploadPhoto={uploadPhoto} />
      <ListEditor
        listId="promises"
        legend="My Promise to You"
        items={form.at('promises')}
        errors={errors}
        path="about.promises"
        newItem={(taken) => ({ id: idFromName('promise', taken), title: '', text: '' })}
        addLabel="Add promise"
        itemName={(promise, index) => promise.title.trim() || `promise ${index + 1}`}
        renderItem={(listItem) => (
          <>
            <FormTextField label="Promise title" {...itemTextField(listItem, 'title')} />
            <FormTextField label="Promise text" multiline {...itemTextField(listItem, 'text')} />
          </>
        )}
      />
    </>
  )
}

/** Her photo on /about: the one shown, "Choose your photo" (uploaded at once), its alt text, or the built-in one. */
function AboutPhoto({
  photo: slot,
  errors,
  uploadPhoto,
}: {
  photo: FormSlot<AboutForm['photo']>
  errors: FieldErrors
  uploadPhoto: UploadAboutPhoto
}) {
  const photo = useFormValue(slot)
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="font-display text-brand mb-2 text-xl">Your photo</legend>
      {photo ? (
        <img
          src={photo.imageUrl}
          alt=""
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          className="max-h-64 w-auto max-w-full justify-self-start rounded-2xl object-cover"
        />
      ) : (
        <p className="text-ink/75 text-sm">The page shows the built-in photo of the studio.</p>
      )}
      <UploadField
        label={photo ? 'Choose another photo' : 'Choose your photo'}
        accept="image/*"
        uploadingText="Uploading photo..."
        upload={uploadPhoto}
        onUploaded={(stored) => slot.set((current) => ({ ...stored, alt: current?.alt ?? '' }))}
      />
      {photo ? (
        <>
          <TextField
            label="Photo description (alt text)"
            value={photo.alt}
            onValueChange={(alt) => slot.set((current) => (current ? { ...current, alt } : null))}
            error={errors['about.photo.alt']}
            hint="What the photo shows, for people who cannot see it, e.g. Me smiling at my manicure desk."
          />
          <Button type="button" variant="outline" className="min-h-11 sm:justify-self-start" onClick={() => slot.set(() => null)}>
            Use the built-in studio photo
          </Button>
        </>
      ) : null}
    </fieldset>
  )
}
