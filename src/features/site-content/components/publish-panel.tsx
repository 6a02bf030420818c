import { useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useDraft } from '@/features/site-content/api/draft'
import { useLiveVersion } from '@/features/site-content/api/live-version'
import {
  useGallerySnapshot,
  useLatestPublication,
  usePublications,
  usePublish,
  useRestore,
  type PublicationSummary,
} from '@/features/site-content/api/publications'
import { contentToasts, restoreQuestion, setUpTexts } from '@/features/site-content/messages'
import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/error-message'
import { formatDateTime } from '@/lib/format'
import { summariseChanges } from '@/lib/site-content/diff'
import { liveStatus, liveStatusLabels, type LiveStatus } from '@/lib/site-content/live-status'
import { siteContentSchema } from '@/lib/site-content/schema'
import { cn } from '@/lib/utils'

/** How often /admin re-reads /version.json while a publication is being built (ms). */
const POLL_WHILE_PUBLISHING_MS = 15_000

const statusTone: Record<LiveStatus, string> = {
  live: 'bg-emerald-50 text-emerald-900 border-emerald-700/30',
  publishing: 'bg-amber-50 text-amber-900 border-amber-700/30',
  'not-live': 'bg-red-50 text-red-900 border-red-700/30',
}

/**
 * Publish, then live (docs/site-content.md): whether the site shows the latest version ("Live", "Publishing…",
 * "Changes not yet live"), what changed since the live version, the one "Publish" button, and the published
 * versions, each earlier one with "Restore".
 */
export function PublishPanel() {
  const draft = useDraft()
  const latest = useLatestPublication()
  const gallery = useGallerySnapshot()
  const publications = usePublications()
  const publish = usePublish()
  const restore = useRestore()
  const status = latest.data ? liveStatus(null, { id: latest.data.id, publishedAt: latest.data.publishedAt }) : null
  const live = useLiveVersion(status === 'publishing' ? POLL_WHILE_PUBLISHING_MS : 0)
  const current = latest.data ? liveStatus(live.data ?? null, { id: latest.data.id, publishedAt: latest.data.publishedAt }) : null

  // A deleted photo publishes a version by itself (docs/decisions.md #101): follow the gallery, when its answer changes.
  // Its first answer is read beside the latest version's, which is then not read again (docs/decisions.md #607).
  const refetchLatest = latest.refetch
  const galleryReadAt = useRef(gallery.dataUpdatedAt)
  useEffect(() => {
    const before = galleryReadAt.current
    galleryReadAt.current = gallery.dataUpdatedAt
    if (before && gallery.dataUpdatedAt !== before) void refetchLatest()
  }, [gallery.dataUpdatedAt, refetchLatest])

  // Nothing published yet (a new studio): her whole site is the change.
  const changes = useMemo(
    () =>
      latest.data === null && draft.data
        ? [setUpTexts.firstPublish]
        : latest.data && draft.data && gallery.data
          ? summariseChanges(latest.data.content, draft.data, gallery.data)
          : null,
    [latest.data, draft.data, gallery.data],
  )

  async function onPublish() {
    const valid = draft.data ? siteContentSchema.safeParse(draft.data) : null
    if (!valid?.success) {
      toast({
        ...contentToasts.publishFailed,
        description: 'The saved draft has refused values: open its section and save it again.',
        variant: 'destructive',
      })
      return
    }
    try {
      const version = await publish.mutateAsync()
      toast({ ...contentToasts.published, description: `Version ${version}: ${contentToasts.published.description}` })
    } catch (error) {
      toast({ ...contentToasts.publishFailed, description: errorMessage(error), variant: 'destructive' })
    }
  }

  async function onRestore(id: number) {
    if (!window.confirm(restoreQuestion(id))) return
    try {
      await restore.mutateAsync(id)
      // The draft query refetches: editors without unsaved edits show the restored draft.
      toast(contentToasts.restored)
    } catch (error) {
      toast({ ...contentToasts.restoreFailed, description: errorMessage(error), variant: 'destructive' })
    }
  }

  return (
    <section aria-labelledby="publish-heading" className="border-accent-200 grid gap-4 rounded-3xl border bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="publish-heading" className="font-display text-brand text-2xl">
          Publish
        </h2>
        {current ? (
          <p role="status" className={cn('rounded-full border px-3 py-1 text-sm font-semibold', statusTone[current])}>
            {liveStatusLabels[current]}
            {latest.data ? <span className="font-normal"> · version {latest.data.id}</span> : null}
          </p>
        ) : null}
      </div>
      {changes === null ? (
        <p className="text-ink/75">Loading changes...</p>
      ) : changes.length === 0 ? (
        <p className="text-ink/80">No changes since the live version.</p>
      ) : (
        <div>
          <p className="text-ink font-semibold">Changes since the live version:</p>
          <ul aria-label="Changes since the live version" className="text-ink/90 mt-2 list-disc space-y-1 pl-5">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-ink/75 text-sm">Only saved drafts are published. Visitors see the change once the site has been rebuilt.</p>
      <div>
        <Button type="button" disabled={publish.isPending || !changes?.length} onClick={() => void onPublish()}>
          {publish.isPending ? 'Publishing...' : 'Publish'}
        </Button>
      </div>
      <PublishedVersions versions={publications.data ?? []} restoring={restore.isPending} onRestore={(id) => void onRestore(id)} />
    </section>
  )
}

/**
 * "Published versions": newest first, each with when it was published (formatDateTime), what it was restored from, its
 * note, and Restore for every earlier one. The list renders while the accordion is open, not before: its first date
 * is the page's first use of the browser's date formatting, whose one-off set-up is a long task on a phone, and nothing
 * of it shows while closed (docs/decisions.md #626).
 */
function PublishedVersions({
  versions,
  restoring,
  onRestore,
}: {
  versions: readonly PublicationSummary[]
  restoring: boolean
  onRestore: (id: number) => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <details className="border-accent-100 border-t pt-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="text-brand min-h-11 cursor-pointer py-2 font-semibold">Published versions</summary>
      {open ? (
        <ol className="mt-2 grid gap-2">
          {versions.map((p, index) => (
            <li key={p.id} className="border-accent-100 flex flex-wrap items-center justify-between gap-2 border-b py-2 last:border-b-0">
              <span className="text-ink text-sm">
                <span className="font-semibold">Version {p.id}</span> · {formatDateTime(p.published_at)}
                {p.restored_from ? ` · restored from version ${p.restored_from}` : ''}
                {p.note ? ` · ${p.note}` : ''}
                {index === 0 ? ' · latest' : ''}
              </span>
              {index === 0 ? null : (
                <Button type="button" variant="outline" size="sm" className="min-h-11" disabled={restoring} onClick={() => onRestore(p.id)}>
                  Restore<span className="sr-only"> version {p.id}</span>
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  )
}
