import { uploadLogo } from '../../src/features/gallery/api/upload-logo'
import { createSupabaseClient, setSupabaseClient } from '../../src/lib/supabase/client'

/**
 * The browser side of e2e/support/logo-harness.ts: bundled by Vite and run in a page of the built site, it puts the
 * app's own `uploadLogo` on `window.logoHarness`, with `connect(url, key)`, which aims the app's client at the e2e
 * backend (the page's stored session signs it in).
 */
declare global {
  interface Window {
    logoHarness: { uploadLogo: typeof uploadLogo; connect(url: string, key: string): void }
  }
}

window.logoHarness = { uploadLogo, connect: (url, key) => setSupabaseClient(createSupabaseClient(url, key)) }
