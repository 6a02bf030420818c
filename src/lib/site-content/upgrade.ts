import {
  parseOrExplain,
  publishedContentSchema,
  SCHEMA_VERSION,
  siteContentSchema,
  type PublishedContent,
  type SiteContent,
  type Version2Parts,
  type Version3Parts,
} from './schema.ts'

/**
 * Stored documents of an older schema version, read as the current one (docs/site-content.md "Schema versions"). The
 * draft and every publication are never rewritten: each reader (the editors' draft, the build, the dev server, the
 * preview, the import) upgrades what it reads. A version-1 document gets version 2's parts, and a version-1 or -2
 * document version 3's, with the values the site showed before she could edit them: the demo studio's launch values
 * (src/demo/launch.ts), which only a build whose backend still holds an older document carries
 * (docs/decisions.md #361). Pure.
 */

/** What the upgrade adds: version 2's parts (to a version-1 document) and version 3's (to a version-1 or -2 one). */
export type LaunchValues = { version2: Version2Parts; version3: Version3Parts }

/** The schema version a stored document names (1, 2, 3, …), or null when it names none. */
function storedSchemaVersion(raw: unknown): number | null {
  const version = typeof raw === 'object' && raw !== null ? (raw as { schemaVersion?: unknown }).schemaVersion : undefined
  return typeof version === 'number' ? version : null
}

/** True when `raw` is a document of an older schema version, which only the launch values can upgrade. */
export function isOlderContent(raw: unknown): boolean {
  const version = storedSchemaVersion(raw)
  return version !== null && version < SCHEMA_VERSION
}

/** An older document read by a build that carries no launch values (docs/decisions.md #361). */
export class OlderContentError extends Error {
  override name = 'OlderContentError'
  constructor(version: number) {
    super(
      `This content was saved under schema version ${version}, which this build of the site cannot read: build the site again (npm run build) so that it can.`,
    )
  }
}

/**
 * A stored document in the current schema: a version-1 document gets version 2's parts with their launch values, a
 * version-2 one without the visits notice its launch text (docs/decisions.md #182), and both get version 3's parts
 * and the welcome offer's `appointment` (docs/decisions.md #500)
 * (anything else a document holds is kept as it is); any other value is returned unchanged for the schema to judge.
 * Throws OlderContentError for an older document when `launch` is null. Pure: `raw` is not modified.
 */
export function upgradeSiteContent(raw: unknown, launch: LaunchValues | null): unknown {
  const version = storedSchemaVersion(raw)
  if (version !== 1 && version !== 2) return raw
  if (!launch) throw new OlderContentError(version)
  const asVersion2 = version === 1 ? { ...structuredClone(launch.version2), ...(raw as object) } : withVisitsNotice(raw as object, launch)
  return { ...structuredClone(launch.version3), ...withWelcomeAppointment(asVersion2, launch), schemaVersion: SCHEMA_VERSION }
}

/**
 * An older document's welcome offer gets version 3's `appointment`, what it is off, with its launch words (the
 * welcome offer is a part of version 2, whose other fields stay as they are). Pure.
 */
function withWelcomeAppointment(raw: object, launch: LaunchValues): object {
  const offers = (raw as { offers?: unknown }).offers
  if (typeof offers !== 'object' || offers === null) return raw
  const welcome = (offers as { welcome?: unknown }).welcome
  if (typeof welcome !== 'object' || welcome === null || 'appointment' in welcome) return raw
  return { ...raw, offers: { ...offers, welcome: { ...welcome, appointment: launch.version2.offers.welcome.appointment } } }
}

/**
 * A version-2 document saved before `bookingTerms.visitsNotice` existed gets its launch text (docs/decisions.md
 * #182): an addition within version 2, so the documents of the other parts stay as they are. Pure.
 */
function withVisitsNotice(raw: object, launch: LaunchValues): object {
  const terms = (raw as { bookingTerms?: unknown }).bookingTerms
  if (typeof terms !== 'object' || terms === null || 'visitsNotice' in terms) return raw
  return { ...raw, bookingTerms: { ...terms, visitsNotice: launch.version2.bookingTerms.visitsNotice } }
}

/** A stored draft, upgraded and validated; throws an Error listing the refused values ("path: reason"). */
export function parseSiteContent(raw: unknown, what: string, launch: LaunchValues | null): SiteContent {
  return parseOrExplain(siteContentSchema, upgradeSiteContent(raw, launch), what)
}

/** A stored publication, upgraded and validated; throws an Error listing the refused values. */
export function parsePublishedContent(raw: unknown, what: string, launch: LaunchValues | null): PublishedContent {
  return parseOrExplain(publishedContentSchema, upgradeSiteContent(raw, launch), what)
}
