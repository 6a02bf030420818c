import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { E2E_SERVERS_READY } from './scripts/lib/e2e-servers.ts'

/**
 * Playwright e2e in Debian's Chromium (test tools cannot download browsers here): its headless shell,
 * /usr/bin/chromium-headless-shell (package chromium-headless-shell), the same browser engine without the full
 * browser's windowing, as Playwright itself runs headless tests; /usr/bin/chromium where the shell is not installed
 * (docs/testing.md "e2e tests"). Runs every test at 390x844 (mobile, touch), and the tests tagged `@both-widths`
 * (e2e/support/widths.ts: axe, layout, navigation, sheets, the owner's flows) also at 1280x800 (desktop;
 * docs/decisions.md #116), against the prerendered build served like a static host on 127.0.0.1:4173, with a fresh
 * local backend on 54329, both in one process (scripts/e2e-servers.ts). With E2E_PREBUILT=1 those servers are already
 * running (`npm test`'s build phase started them); otherwise the web server starts them and builds the site first.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    // V8 without its optimizing compilers (Maglev, TurboFan) and with source positions made at compile time: an e2e page
    // lives seconds, so compiling its hot code again on background threads, and reparsing functions for DevTools' stack
    // traces, cost a two-core machine about a fifth of Chromium's CPU for nothing a test checks. JavaScript behaves the
    // same in every tier; speed is measured by Lighthouse and the benchmarks, in the full chromium (docs/decisions.md #241).
    '--js-flags=--no-maglev,--no-turbofan,--no-enable-lazy-source-positions',
  ],
}

/** Ports are overridable so parallel runs (and a running `npm run dev`) never collide. */
const webPort = Number(process.env.E2E_WEB_PORT ?? 4173)
const outDir = process.env.E2E_OUT_DIR ?? 'dist'
/** A fresh local Supabase backend per e2e run (seeded admin, empty gallery), never the dev one on :54321. */
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54329)
/** Both servers run, with the site in `outDir` built for this backend, started by `npm test`'s build phase. */
const prebuilt = process.env.E2E_PREBUILT === '1'

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // Recording a trace costs every test about a fifth of its CPU time; CI retries a failed test once and keeps the
    // retry's trace (docs/testing.md "e2e tests").
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      grep: /@both-widths|@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  // One process for both (scripts/e2e-servers.ts): the fresh backend, then the site built from it and served. Ready when it
  // says so, not when something answers on the port: a server of someone else's there makes it fail (decisions #261).
  webServer: prebuilt
    ? undefined
    : {
        command: 'npx tsx scripts/e2e-servers.ts --build',
        env: { E2E_BACKEND_PORT: String(backendPort), E2E_WEB_PORT: String(webPort), E2E_OUT_DIR: outDir },
        wait: { stdout: new RegExp(E2E_SERVERS_READY) },
        timeout: 180_000,
        stdout: 'pipe',
      },
})
