import { useQuery } from '@tanstack/react-query'
import { siteContentQueryKey } from '@/features/site-content/api/query-key'

/**
 * The version the public site was built from: `/version.json` of the static build, served beside /admin
 * (docs/site-content.md "The build"). Null when the site has none (an older build) or it cannot be read.
 */
async function fetchLiveVersion(): Promise<number | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as { version?: unknown }
    return typeof body.version === 'number' ? body.version : null
  } catch {
    return null
  }
}

/** The live version, re-read every `pollMs` (ms) while a publication is on its way (0: no polling). */
export function useLiveVersion(pollMs: number) {
  return useQuery({ queryKey: [...siteContentQueryKey, 'live-version'], queryFn: fetchLiveVersion, refetchInterval: pollMs || false })
}
