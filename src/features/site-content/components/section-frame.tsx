import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/**
 * One editor section of /admin: heading, intro, the fields, and "Save draft" (with an unsaved-changes line). Its
 * form submits with Enter or the button.
 */
export function SectionFrame({
  title,
  intro,
  dirty,
  saving,
  onSave,
  children,
}: {
  title: string
  intro: string
  dirty: boolean
  saving: boolean
  onSave: () => Promise<void>
  children: ReactNode
}) {
  function submit(event: FormEvent) {
    event.preventDefault()
    void onSave()
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="section-heading" className="grid gap-6">
      <div>
        <h2 id="section-heading" className="font-display text-plum text-2xl">
          {title}
        </h2>
        <p className="text-ink/75 mt-1">{intro}</p>
      </div>
      {children}
      <div className="bg-cream sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-rose-200 py-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save draft'}
        </Button>
        <p className="text-ink/80 text-sm" role="status">
          {dirty ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  )
}
