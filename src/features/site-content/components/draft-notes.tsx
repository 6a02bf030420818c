import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { SectionConflict } from '@/features/site-content/hooks/use-section-form'
import type { UnfitTyping } from '@/features/site-content/hooks/use-section-typing'
import { conflictTexts, restoredTexts, unfitTexts } from '@/features/site-content/messages'

/**
 * Another device saved the section she is typing in (docs/site-content.md "Two devices", docs/decisions.md #281): says
 * so in plain words, naming the section and when, lists how what she typed differs from what was saved, and offers the
 * choice: "Keep my changes" (hers replace the saved section) or "Use the saved version" (hers are dropped). Nothing is
 * saved until she chooses. It is the message (no toast over it): when it appears (her Save led here) it takes the
 * keyboard focus on its heading, which a screen reader reads, and is scrolled to the middle of the screen, clear of the
 * sticky Save bar below and of toasts above.
 */
export function DraftConflict({
  section,
  conflict,
  busy,
  onKeepMine,
  onTakeSaved,
}: {
  section: string
  conflict: SectionConflict
  busy: boolean
  onKeepMine: () => void
  onTakeSaved: () => void
}) {
  const headingId = useId()
  const listId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
    // jsdom has no scrollIntoView.
    panel.current?.scrollIntoView?.({ block: 'center' })
  }, [])
  return (
    <section ref={panel} aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-red-700/30 bg-red-50 p-4 text-red-900">
      <h3
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="focus-visible:outline-brand rounded-sm text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        {conflictTexts.heading(section)}
      </h3>
      <p>{conflictTexts.body(conflict.when)}</p>
      {conflict.differences.length > 0 && (
        <div>
          <p id={listId} className="font-semibold">
            {conflictTexts.differences}
          </p>
          <ul aria-labelledby={listId} className="mt-1 list-disc pl-5">
            {conflict.differences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={onKeepMine} disabled={busy}>
          {conflictTexts.keepMine}
        </Button>
        <Button type="button" variant="outline" onClick={onTakeSaved} disabled={busy}>
          {conflictTexts.useSaved}
        </Button>
      </div>
    </section>
  )
}

/**
 * Her unsaved typing of this section, brought back from the device when the section opened (docs/site-content.md
 * "Unsaved typing on the device", docs/decisions.md #283): "Restored unsaved changes from 10:42", that it is not saved,
 * and "Undo restore", which puts the saved version back and forgets the typing.
 */
export function RestoredNote({ when, onUndo }: { when: string; onUndo: () => void }) {
  return (
    <div className="border-brand/30 grid gap-3 rounded-xl border bg-white p-4">
      <div role="status">
        <p className="text-brand font-semibold">{restoredTexts.heading(when)}</p>
        <p className="text-ink/80 mt-1">{restoredTexts.body}</p>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={onUndo}>
          {restoredTexts.undo}
        </Button>
      </div>
    </div>
  )
}

/**
 * Typing kept on the device from before an update that no longer fits this section's form (docs/decisions.md #425):
 * says so, shows it as plain text she can select and copy (a read-only text box, and "Copy"), and "Drop it", the only
 * way it goes.
 */
export function UnfitTypingNote({ unfit, onDrop }: { unfit: UnfitTyping; onDrop: () => void }) {
  const textId = useId()
  const [copied, setCopied] = useState(false)
  const copy = () =>
    void navigator.clipboard
      ?.writeText(unfit.text)
      .then(() => setCopied(true))
      .catch(() => undefined)
  return (
    <section
      aria-label={unfitTexts.heading(unfit.when)}
      className="grid gap-3 rounded-xl border border-amber-700/30 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">{unfitTexts.heading(unfit.when)}</p>
      <p>{unfitTexts.body}</p>
      <label htmlFor={textId} className="text-sm font-semibold">
        {unfitTexts.label}
      </label>
      <textarea
        id={textId}
        readOnly
        value={unfit.text}
        rows={Math.min(8, unfit.text.split('\n').length + 1)}
        className="focus-visible:outline-brand rounded-md border border-amber-700/30 bg-white p-2 font-mono text-sm focus-visible:outline-3"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? unfitTexts.copied : unfitTexts.copy}
        </Button>
        <Button type="button" variant="outline" onClick={onDrop}>
          {unfitTexts.drop}
        </Button>
      </div>
    </section>
  )
}
