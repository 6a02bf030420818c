import { Info } from 'lucide-react'
import { useEffect } from 'react'
import { isNoticeCurrent, NOTICE_ON_CLASS, ukToday } from '@/lib/notice'
import type { Notice } from '@/lib/site-content/schema'

/**
 * The owner's site notice (docs/site-content.md, e.g. a holiday closure) under the header of every public page.
 * Always in the markup when there is one, shown only while current: the class NOTICE_ON_CLASS on `<html>` is set
 * before first paint by the prerendered head's script (src/lib/notice.ts), and kept right by this effect after
 * hydration and in dev, so the banner never shifts the page in or out after it has painted.
 */
export function SiteNotice({ notice }: { notice: Notice }) {
  useEffect(() => {
    document.documentElement.classList.toggle(NOTICE_ON_CLASS, isNoticeCurrent(notice, ukToday()))
  }, [notice])
  if (!notice) return null
  return (
    <aside aria-label="Notice" className="bg-plum hidden text-white in-[.notice-on]:block">
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-5 py-2.5 text-sm font-medium md:px-8">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{notice.text}</span>
      </p>
    </aside>
  )
}
