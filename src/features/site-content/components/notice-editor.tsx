import { Button } from '@/components/ui/button'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { charactersLeft } from '@/features/site-content/lib/characters-left'
import { SectionForm } from '@/features/site-content/components/section-form'
import { contentLimits, type Notice } from '@/lib/site-content/schema'

type NoticeForm = { text: string; from: string; until: string }

const mapping = {
  toForm: (notice: Notice): NoticeForm => ({ text: notice?.text ?? '', from: notice?.from ?? '', until: notice?.until ?? '' }),
  fromForm: (form: NoticeForm): Notice =>
    form.text.trim() || form.from || form.until ? { text: form.text, from: form.from || null, until: form.until || null } : null,
}

/** The site notice on /admin (docs/site-content.md): a short text shown on every page from one date to another. */
export function NoticeEditor() {
  return (
    <SectionForm
      part="notice"
      mapping={mapping}
      title="Notice"
      intro="A short message shown at the top of every page, e.g. a holiday closure. Leave the dates empty to show it until you remove it."
    >
      {({ form, errors }) => (
        <>
          <FormTextField
            label="Notice text"
            multiline
            field={form.at('text')}
            error={errors['notice.text']}
            hint={charactersLeft(contentLimits.noticeChars)}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormTextField label="Show from (optional)" type="date" field={form.at('from')} error={errors['notice.from']} />
            <FormTextField label="Show until (optional)" type="date" field={form.at('until')} error={errors['notice.until']} />
          </div>
          <div>
            <Button type="button" variant="destructive" onClick={() => form.set(() => ({ text: '', from: '', until: '' }))}>
              Remove notice
            </Button>
          </div>
        </>
      )}
    </SectionForm>
  )
}
