import {
  parsePublishedContent as parsePublished,
  parseSiteContent as parseDraft,
  upgradeSiteContent as upgrade,
} from '../lib/site-content/upgrade.ts'
import type { PublishedContent, SiteContent } from '../lib/site-content/schema.ts'
import { demoLaunchValues } from './launch.ts'
import { siteContentSeedV1 } from './site-content-v1.ts'

/**
 * The demo studio, IJ Nails & Lashes (docs/site-content.md "Seed"): the local backend's content (the migration's
 * version-1 row, src/demo/site-content-v1.ts) upgraded with the demo's launch values (src/demo/launch.ts), for the
 * local seed, the tests and the tools that build without a backend. Demo data, never the app's (eslint.config.js).
 */

/** A stored document upgraded with the demo's launch values (src/lib/site-content/upgrade.ts). Pure. */
export const upgradeSiteContent = (raw: unknown): unknown => upgrade(raw, demoLaunchValues)

/** A stored draft upgraded with the demo's launch values and validated; throws an Error listing the refused values. */
export const parseSiteContent = (raw: unknown, what: string): SiteContent => parseDraft(raw, what, demoLaunchValues)

/** A stored publication upgraded with the demo's launch values and validated; throws an Error listing the refused values. */
export const parsePublishedContent = (raw: unknown, what: string): PublishedContent => parsePublished(raw, what, demoLaunchValues)

/** The demo site in the current schema: the migration's version-1 row, upgraded. */
export const siteContentSeed: SiteContent = parseSiteContent(siteContentSeedV1, 'The seed')
