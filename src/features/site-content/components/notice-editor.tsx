import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
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
      {({ form, set, setForm, errors }) => {
        const left = contentLimits.noticeChars - form.text.trim().length
        return (
          <>
            <TextField
              label="Notice text"
              multiline
              value={form.text}
              onValueChange={(text) => set({ text })}
              error={errors['notice.text']}
              hint={left >= 0 ? `${left} characters left` : `${-left} characters too many`}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Show from (optional)"
                type="date"
                value={form.from}
                onValueChange={(from) => set({ from })}
                error={errors['notice.from']}
              />
              <TextField
                label="Show until (optional)"
                type="date"
                value={form.until}
                onValueChange={(until) => set({ until })}
                error={errors['notice.until']}
              />
            </div>
            <div>
              <Button type="button" variant="destructive" onClick={() => setForm(() => ({ text: '', from: '', until: '' }))}>
                Remove notice
              </Button>
            </div>
          </>
        )
      }}
    </SectionForm>
  )
}
