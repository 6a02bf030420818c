import { londonDay } from './format.ts'
import type { Notice } from '@/lib/site-content/schema'

/**
 * When the site notice shows (docs/site-content.md "Rules"): on UK dates from `from` to `until` inclusive, a
 * missing bound open-ended. The static pages are built once, so the check runs in the browser, before first paint,
 * by {@link noticeBootScript} in the prerendered `<head>` (the banner only follows its class).
 */

/** The class on `<html>` that shows the notice banner (src/index.css). */
export const NOTICE_ON_CLASS = 'notice-on'

/**
 * Whether `notice` shows on UK day `today` (`YYYY-MM-DD`, by default today in Europe/London): the rule
 * {@link NOTICE_BOOT_CODE} applies in the browser, for code that renders rather than boots (/admin's preview).
 */
export function noticeIsCurrent(notice: Notice, today: string = londonDay(new Date())): boolean {
  return notice !== null && (notice.from === null || notice.from <= today) && (notice.until === null || today <= notice.until)
}

/**
 * The notice check's code: the same bytes on every page and build, so the Content-Security-Policy allows it by one
 * hash (docs/security.md "Inline scripts"); it reads the dates from its own `data-from` / `data-until` attributes.
 */
export const NOTICE_BOOT_CODE =
  `(function(s){var f=s.getAttribute('data-from'),u=s.getAttribute('data-until'),d=new Intl.DateTimeFormat('en-CA',{timeZone:'Europe/London',year:'numeric',month:'2-digit',day:'2-digit'}).format(new Date());` +
  `if((!f||d>=f)&&(!u||d<=u))document.documentElement.classList.add('${NOTICE_ON_CLASS}')})(document.currentScript)`

/**
 * A tiny inline script for the prerendered `<head>` that adds NOTICE_ON_CLASS to `<html>` before first paint when
 * the notice is current (so nothing shifts when the banner shows); '' when there is no notice. The dates ride in
 * attributes ("YYYY-MM-DD", absent when open-ended), the code is {@link NOTICE_BOOT_CODE}.
 */
export function noticeBootScript(notice: Notice): string {
  if (!notice) return ''
  const dates = (['from', 'until'] as const).map((k) => (notice[k] ? ` data-${k}="${notice[k]}"` : '')).join('')
  return `<script${dates}>${NOTICE_BOOT_CODE}</script>`
}
