import type { Page } from '@playwright/test'
import { paths } from '../../src/config/paths'
import { LOCAL_ADMIN } from '../../tests/support/backend'
import { expect } from './test'

/** The e2e backend playwright.config.ts starts (E2E_BACKEND_PORT, 54329 unless set). */
export const E2E_BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`

/** Signs in on /auth as the seeded local admin and waits for the redirect home. */
export async function signInAsLocalAdmin(page: Page): Promise<void> {
  await page.goto(paths.auth.path)
  await page.getByLabel('Email').fill(LOCAL_ADMIN.email)
  await page.getByLabel('Password').fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(page).toHaveURL(/\/$/)
}
