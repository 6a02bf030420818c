import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from './test'
import { BACKEND_START_TIMEOUT_MS, LOCAL_ADMIN, startTestBackend, type TestBackend } from '../../tests/support/backend'
import { buildInto, buildSite, serveBuilt, type BuiltSite } from './site-build'
import { skipWelcomeOffer } from './welcome-offer'
import { expectNoAxeViolations } from './axe'

/**
 * The set-up shared by the specs where the owner edits, publishes and looks at the rebuilt site (docs/site-content.md
 * "Publish, then live"; docs/testing.md "e2e tests"). Call `ownerSite()` once at the top of a spec file: it makes the
 * file serial, gives it a local backend that looks new (the migrations and seed, nothing else) before its tests and,
 * after them, stops every site it served and releases the backend. The backend is the worker's own, as in Vitest
 * (tests/support/backend.ts `startTestBackend`): started by the worker's first owner file and reset for each next one.
 *
 * - `seedSite()`: the site as built from the seed's publication, served against this file's backend. Every file's
 *   backend is the worker's one backend reset to the same template, so its seed publication is the same row: the
 *   worker's first owner file builds it once and every later one, at either width, serves that build again.
 * - `rebuildAndCheck(check)`: builds the site again from the latest publication and runs `check` on it (its result, or
 *   undefined where it does not run), in the 390-px run; the 1280-px run of the same flow does every step in /admin and leaves the rebuild to it, since the
 *   rebuild reads the same publication and its prerendered HTML does not depend on the width (docs/decisions.md #194).
 * - `restoredSite(version)`: after she restored `version` (the seed's, 1), checks that the newest publication is a
 *   restore of it with its content (all but the gallery, which a restore takes as it is today) and returns the seed
 *   site, the build of that content: a restore's rebuild would build the same pages again (docs/decisions.md #522).
 * - `backend()`: the backend, e.g. for a service-role look at stored files.
 */
export function ownerSite(): {
  seedSite(): Promise<BuiltSite>
  rebuildAndCheck<T>(check: (site: BuiltSite) => Promise<T>): Promise<T | undefined>
  restoredSite(version: number): Promise<BuiltSite>
  backend(): TestBackend
} {
  let backend: TestBackend | undefined
  const sites: BuiltSite[] = []
  let seed: BuiltSite | undefined
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    test.setTimeout(BACKEND_START_TIMEOUT_MS)
    backend = await startTestBackend({}, { workerPort: slotBackendPort(test.info().parallelIndex) })
  })
  test.afterAll(async () => {
    for (const site of sites) await site.close()
    await backend?.dispose()
  })
  /** This file's backend; throws outside its tests. */
  const fileBackend = () => {
    if (!backend) throw new Error('ownerSite(): the backend has not started (use it inside a test)')
    return backend
  }
  const seedSite = async () => {
    if (!seed) {
      seed = await servedSeedSite(fileBackend())
      sites.push(seed)
    }
    return seed
  }
  return {
    backend: fileBackend,
    seedSite,
    async restoredSite(version) {
      if (version !== SEED_VERSION)
        throw new Error(`ownerSite().restoredSite(${version}): only the seed's version ${SEED_VERSION} has a built site`)
      const publications = fileBackend().serviceClient().from('site_publications')
      const latest = await publications.select('content, restored_from').order('id', { ascending: false }).limit(1).single()
      const source = await publications.select('content').eq('id', version).single()
      if (latest.error ?? source.error) throw latest.error ?? source.error
      expect(latest.data.restored_from, 'the newest publication restores the version').toBe(version)
      expect(withoutGallery(latest.data.content), 'the restored publication has the version content').toEqual(
        withoutGallery(source.data.content),
      )
      return seedSite()
    },
    async rebuildAndCheck(check) {
      if (test.info().project.name === 'desktop') return undefined
      const site = await buildSite(fileBackend().url)
      sites.push(site)
      return check(site)
    },
  }
}

/**
 * The port of the owner flows' backend in worker slot `parallelIndex` (Playwright's, 0 or 1): `E2E_BACKEND_PORT` +
 * 1000 + the slot. A slot runs one worker at a time (Playwright stops the slot's worker before it starts the next, for
 * the other project or after a failure), so each next worker of the slot starts its backend on the same address, and
 * the seed site built against it serves that worker too (docs/decisions.md #570).
 */
function slotBackendPort(parallelIndex: number): number {
  return Number(process.env.E2E_BACKEND_PORT ?? 54329) + 1000 + parallelIndex
}

/**
 * The seed site for `backend` (the worker's backend, on its slot's port: {@link slotBackendPort}), built into
 * `.tmp/e2e-owner-<runner pid>-<port>` by the slot's first owner file of the run, then served from there by every later
 * one, at either width: the mobile and the desktop project's workers of a slot share it, as every fresh backend of the
 * slot is the same template at the same address. The folder lives as long as the Playwright run (its global set-up's
 * teardown removes it, or, after a kill, the next run's set-up: e2e/support/global-setup.ts). Its `close()` stops the
 * server and keeps the folder.
 */
async function servedSeedSite(backend: TestBackend): Promise<BuiltSite> {
  // The worker's parent is the Playwright runner, alive for the whole run.
  const folder = join('.tmp', `e2e-owner-${process.ppid}-${new URL(backend.url).port}`)
  if (!existsSync(join(folder, 'version.json'))) {
    const { data, error } = await backend.serviceClient().from('site_publications').select('id').order('id', { ascending: false }).limit(1)
    if (error) throw error
    // Later files serve this build as their seed site: it must be the seed's publication, nothing newer.
    if (data[0]?.id !== SEED_VERSION)
      throw new Error(`ownerSite().seedSite() must come before the file publishes (latest version ${data[0]?.id})`)
    await buildInto(backend.url, folder)
  }
  return serveBuilt(folder, { keep: true })
}

/** The seed's publication, the only one of a fresh backend (supabase/seed.sql). */
const SEED_VERSION = 1

/** A publication's content without its gallery snapshot (a restore takes the gallery of the day, not the version's). */
const withoutGallery = (content: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries(content as Record<string, unknown>).filter(([key]) => key !== 'gallery'))

/** Signs in on `site` as the local admin (the welcome offer skipped), as she would on /auth; lands on /. */
export async function signInAsOwner(page: Page, site: BuiltSite): Promise<void> {
  await skipWelcomeOffer(page)
  await page.goto(`${site.url}/auth`)
  await submitOwnerSignIn(page)
  await expect(page).toHaveURL(/\/$/)
}

/** On /auth's sign-in form, already shown: the local admin's e-mail and password, then Sign In. */
export async function submitOwnerSignIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(LOCAL_ADMIN.email)
  await page.getByLabel('Password').fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * Opens the /admin section `name` from the section navigation and waits for its heading; a section of a `group` through
 * the group's link, then its own link above the editor (docs/decisions.md #460).
 */
export async function openSection(page: Page, name: string, group?: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: group ?? name, exact: true })
    .click()
  if (group)
    await page
      .getByRole('navigation', { name: `${group} sections` })
      .getByRole('link', { name, exact: true })
      .click()
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
}

/** The latest toast on `page` whose text contains `text` (its title or description; one Radix toast per `data-slot="toast"`). */
export const toast = (page: Page, text: string): Locator => page.locator('[data-slot="toast"]').filter({ hasText: text }).last()

/** Presses "Save draft" and waits for the "Draft saved" toast. */
export async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(toast(page, 'Draft saved')).toBeVisible()
}

/**
 * Types `value` into `field` and presses "Save draft": the draft is refused with `reason` shown beside the field, and axe
 * finds nothing wrong with the error state.
 */
export async function expectRefusedSave(page: Page, field: Locator, value: string, reason: string): Promise<void> {
  await field.fill(value)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(reason)).toBeVisible()
  await expectNoAxeViolations(page)
}

/**
 * Scrolls `target` into view at once, as a click's own scroll does, and checks that it is where that scroll put it four
 * animation frames later. Before docs/decisions.md #596, a list row skipped out of view before it was ever laid out
 * kept a guessed height and took its own once the jump brought it on screen (in the third frame: the browser decides
 * which skipped rows are near the screen in one frame and lays them out in the next), moving what is below it by up to
 * 200 px between a click's press and its release, and the click landed on nothing. Call it where the rows above the
 * target are freshly drawn (the section just opened), before anything else scrolls past them.
 */
export async function expectStillAfterJump(target: Locator): Promise<void> {
  const moved = await target.evaluate(async (element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' })
    const before = element.getBoundingClientRect().top
    for (let frame = 0; frame < 4; frame++) await new Promise((next) => requestAnimationFrame(next))
    return element.getBoundingClientRect().top - before
  })
  expect(moved, 'px the target moved in the frames after the jump').toBe(0)
}

/** Checks that the change summary lists each of `changes`, presses Publish and waits until nothing differs from the live version. */
export async function publishChanges(page: Page, changes: readonly string[]): Promise<void> {
  const summary = page.getByRole('list', { name: 'Changes since the live version' })
  for (const change of changes) await expect(summary).toContainText(change)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('No changes since the live version.')).toBeVisible()
}
