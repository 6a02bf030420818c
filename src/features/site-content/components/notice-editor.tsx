import { Button } from '@/components/ui/button'
import { Field } from '@/features/site-content/components/fields'
import { SectionFrame } from '@/features/site-content/components/section-frame'
import { useSectionForm } from '@/features/site-content/components/use-section-form'
import { contentLimits, type Notice } from '@/lib/site-content/schema'

type NoticeForm = { text: string; from: string; until: string }

const mapping = {
  toForm: (notice: Notice): NoticeForm => ({ text: notice?.text ?? '', from: notice?.from ?? '', until: notice?.until ?? '' }),
  fromForm: (form: NoticeForm): Notice =>
    form.text.trim() || form.from || form.until ? { text: form.text, from: form.from || null, until: form.until || null } : null,
}

/** The site notice on /admin (docs/site-content.md): a short text shown on every page from one date to another. */
export function NoticeEditor() {
  const section = useSectionForm('notice', mapping)
  const { form, setForm, errors } = section
  if (!form) return <p role="status">Loading notice...</p>
  const left = contentLimits.noticeChars - form.text.trim().length
  return (
    <SectionFrame
      title="Notice"
      intro="A short message shown at the top of every page, e.g. a holiday closure. Leave the dates empty to show it until you remove it."
      {...section}
      onSave={section.save}
    >
      <Field
        label="Notice text"
        multiline
        value={form.text}
        onChange={(text) => setForm((f) => ({ ...f, text }))}
        error={errors['notice.text']}
        hint={left >= 0 ? `${left} characters left` : `${-left} characters too many`}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Show from (optional)"
          type="date"
          value={form.from}
          onChange={(from) => setForm((f) => ({ ...f, from }))}
          error={errors['notice.from']}
        />
        <Field
          label="Show until (optional)"
          type="date"
          value={form.until}
          onChange={(until) => setForm((f) => ({ ...f, until }))}
          error={errors['notice.until']}
        />
      </div>
      <div>
        <Button type="button" variant="destructive" onClick={() => setForm(() => ({ text: '', from: '', until: '' }))}>
          Remove notice
        </Button>
      </div>
    </SectionFrame>
  )
}
