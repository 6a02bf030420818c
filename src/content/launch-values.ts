import type { LaunchValues } from '@/lib/site-content/upgrade'

/**
 * The demo studio's launch values, which upgrade a stored document of an older schema version
 * (src/lib/site-content/upgrade.ts), or null in a build whose backend held none (docs/decisions.md #361). A chunk of its
 * own, loaded by /admin only when it reads such a document: the public pages never carry it, and a new studio's build
 * has none of the demo's words.
 */
export async function loadLaunchValues(): Promise<LaunchValues | null> {
  return (await import('virtual:site-content/launch')).default
}
