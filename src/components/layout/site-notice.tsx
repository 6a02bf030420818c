import type { Notice } from '@/lib/site-content/schema'

/**
 * The owner's site notice (docs/site-content.md, e.g. a holiday closure) under the header of every public page.
 * Always in the markup when there is one, shown only while current: the class NOTICE_ON_CLASS on `<html>` is set
 * before first paint by the head's script (src/lib/notice.ts; the prerender and the dev server add it), so the
 * banner never shifts the page in or out after it has painted, and no date check ships in the first load.
 */
export function SiteNotice({ notice }: { notice: Notice }) {
  if (!notice) return null
  return (
    <aside aria-label="Notice" className="bg-brand hidden text-white in-[.notice-on]:block">
      <p className="mx-auto max-w-6xl px-5 py-2.5 text-sm font-medium md:px-8">{notice.text}</p>
    </aside>
  )
}
