/**
 * The web app manifest (W3C Web Application Manifest; docs/architecture.md "Prerender"): what a phone shows for the site
 * added to its home screen. Pure; src/app/seo.ts feeds it her studio's name and scripts/prerender.ts writes it to
 * `dist/manifest.webmanifest`. Names only here: the icons and colours come from her logo and palette.
 */

/** The longest `short_name` that fits under a home-screen icon without being cut (characters). */
const SHORT_NAME_MAX_CHARS = 12

/**
 * A home-screen name for `name`: the name itself when it fits {@link SHORT_NAME_MAX_CHARS}, else its first words that
 * do ("Bloom Beauty Bar" → "Bloom Beauty", "IJ Nails & Lashes" → "IJ Nails"), else its first characters.
 */
export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_MAX_CHARS) return name
  let short = ''
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word
    if (next.length > SHORT_NAME_MAX_CHARS) break
    short = next
  }
  return (short.replace(/[\s&+,·-]+$/, '') || name.slice(0, SHORT_NAME_MAX_CHARS)).trim()
}

/** The manifest's members this module sets. */
export type WebManifest = { name: string; short_name: string; lang: string; start_url: string; scope: string }

/** The manifest of a site named `name` (her studio's name) in language `lang` (BCP 47, e.g. "en-GB"). */
export function webManifest(name: string, lang: string): WebManifest {
  return { name, short_name: shortNameOf(name), lang, start_url: '/', scope: '/' }
}
