import { useId, useState } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useDownloadSiteCopy, type CopyProgress } from '@/features/site-copy/api/use-download-site-copy'
import { copyTexts, copyToasts, formatFileSize } from '@/features/site-copy/messages'
import { toast } from '@/hooks/use-toast'
import { errorMessage } from '@/lib/error-message'

/**
 * "A copy of your site", a card of /admin → Account (docs/owner-guide.md "A copy of your site"; docs/decisions.md
 * #207): the download button, a progress bar while the copy is made (her content, then "12 of 40 photos"), the saved
 * file's name and size, and a toast naming what went wrong (nothing is saved then).
 */
export function SiteCopyCard() {
  const id = useId()
  const [progress, setProgress] = useState<CopyProgress | null>(null)
  const copy = useDownloadSiteCopy(setProgress)
  function start() {
    setProgress({ stage: 'content' })
    copy.mutate(undefined, {
      onError: (error) => toast(copyToasts.failed(errorMessage(error))),
      onSettled: () => setProgress(null),
    })
  }
  const photos = progress?.stage === 'photos' ? progress : null
  return (
    <section aria-labelledby={`${id}-title`} className="border-accent-200 grid gap-4 rounded-2xl border bg-white p-4 sm:p-6">
      <div>
        <h3 id={`${id}-title`} className="font-display text-brand text-xl">
          {copyTexts.title}
        </h3>
        <p className="text-ink/75 mt-1">{copyTexts.intro}</p>
      </div>
      <Button type="button" variant="outline" className="w-full sm:w-auto sm:justify-self-start" disabled={copy.isPending} onClick={start}>
        {copy.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {copy.isPending ? copyTexts.working : copyTexts.button}
      </Button>
      {progress ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-progress`} className="text-ink/80 text-sm">
            {photos ? copyTexts.photos(photos.done, photos.total) : copyTexts.readingContent}
          </label>
          <progress
            id={`${id}-progress`}
            className="[&::-moz-progress-bar]:bg-brand [&::-webkit-progress-value]:bg-brand bg-accent-100 [&::-webkit-progress-bar]:bg-accent-100 h-2.5 w-full appearance-none overflow-hidden rounded-full"
            {...(photos ? { max: Math.max(photos.total, 1), value: photos.done } : {})}
          />
        </div>
      ) : null}
      <p role="status" className="text-brand text-sm font-semibold empty:hidden">
        {copy.isSuccess && !copy.isPending ? copyTexts.saved(copy.data.fileName, formatFileSize(copy.data.bytes)) : ''}
      </p>
      <p className="text-ink/75 text-sm">{copyTexts.notInCopy}</p>
    </section>
  )
}
