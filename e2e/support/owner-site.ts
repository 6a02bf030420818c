import { expect, test, type Page } from './test'
import { LOCAL_ADMIN, startTestBackend, type TestBackend } from '../../tests/support/backend'
import { buildSite, type BuiltSite } from './site-build'
import { skipWelcomeOffer } from './welcome-offer'

/**
 * The set-up shared by the specs where the owner edits, publishes and looks at the rebuilt site (docs/site-content.md
 * "Publish, then live"). Call `ownerSite()` once at the top of a spec file: it makes the file serial, starts a fresh
 * local backend before its tests and, after them, stops every built site and the backend.
 *
 * - `build()`: builds the site from the backend's latest publication and serves it (scripts/prerender.ts).
 * - `backend()`: the backend, e.g. for a service-role look at stored files.
 */
export function ownerSite(): { build(): Promise<BuiltSite>; backend(): TestBackend } {
  let backend: TestBackend | undefined
  const sites: BuiltSite[] = []
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    backend = await startTestBackend()
  })
  test.afterAll(async () => {
    for (const site of sites) await site.close()
    await backend?.dispose()
  })
  const started = () => {
    if (!backend) throw new Error('ownerSite(): the backend has not started (use it inside a test)')
    return backend
  }
  return {
    backend: started,
    async build() {
      const site = await buildSite(started().url)
      sites.push(site)
      return site
    },
  }
}

/**
 * Whether this run builds the site again after a Publish and checks the rebuilt pages. The mobile project (390 px) does;
 * the desktop project's run of the same flow (1280 px, docs/decisions.md #163) keeps every step in /admin and leaves
 * the rebuilt site to it: the rebuild reads the same publication and its prerendered HTML does not depend on the width
 * (docs/decisions.md #194).
 */
export function checksRebuild(): boolean {
  return test.info().project.name !== 'desktop'
}

/** Signs in on `site` as the local admin (the welcome offer skipped), as she would on /auth; lands on /. */
export async function signInAsOwner(page: Page, site: BuiltSite): Promise<void> {
  await skipWelcomeOffer(page)
  await page.goto(`${site.url}/auth`)
  await page.getByLabel('Email').fill(LOCAL_ADMIN.email)
  await page.getByLabel('Password').fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** Opens the /admin section `name` from the section navigation and waits for its heading. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
}

/** Presses "Save draft" and waits for the "Draft saved" toast. */
export async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: 'Draft saved' }).last()).toBeVisible()
}
