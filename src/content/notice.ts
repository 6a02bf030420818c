import notice from 'virtual:site-content/notice'
import type { Notice } from '@/lib/site-content/schema'

/** The owner's site notice, e.g. a holiday closure (docs/site-content.md), or null; shown while current. */
export const siteNotice: Notice = notice
