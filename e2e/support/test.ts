import { test as base, expect, type BrowserContext } from '@playwright/test'
import { trackRequests } from './network'

/**
 * The e2e suite's `test` and `expect`: import them from here, never from '@playwright/test' (docs/architecture.md
 * "E2E tests"). Every test then runs under the built site's Content-Security-Policy (scripts/serve-dist.ts sends the
 * headers of `dist/_headers`) and fails if, while it ran, any page or frame of its browser context reported a
 * violation: a `securitypolicyviolation` event (seen by an init script, which CSP does not govern, and passed out
 * through a binding) or a console message "Refused to …" / "… Content Security Policy …" (what Chromium logs for
 * blocked scripts, styles, connections, frames and evaluations). docs/security.md lists what the policy allows.
 *
 * It also counts every context's requests in flight, for e2e/support/network.ts's `networkSettled` (axe's settle step).
 *
 * A test that provokes a violation on purpose (the framing test) declares it with
 * `test.use({ expectedCspViolations: /frame-ancestors/ })`; only matching reports are then ignored.
 */
export const test = base.extend<{ expectedCspViolations: RegExp | null; cspViolations: string[]; requestTracking: void }>({
  expectedCspViolations: [null, { option: true }],
  requestTracking: [
    async ({ context }, use) => {
      trackRequests(context)
      await use()
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, expectedCspViolations }, use) => {
      const violations = await watchCsp(context, expectedCspViolations)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations during the test (docs/security.md)').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Collects the Content-Security-Policy violations that any page or frame of `context` reports from now on, as the
 * suite's `test` does for its own context (see above): `securitypolicyviolation` events and Chromium's console
 * messages, each as one line of text, except those `expected` matches (null: none expected). Resolves, once it is
 * watching, to the list it keeps adding to; assert it empty at the end of the test. For a second context a test opens
 * itself (e.g. a laptop beside the phone).
 */
export async function watchCsp(context: BrowserContext, expected: RegExp | null): Promise<string[]> {
  const violations: string[] = []
  const report = (text: string) => {
    if (!expected?.test(text)) violations.push(text)
  }
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => report(`${text} (on ${frame.url()})`))
  await context.addInitScript(() => {
    addEventListener(
      'securitypolicyviolation',
      (e) => {
        const send = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation
        send?.(
          `securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'} at ${e.sourceFile}:${e.lineNumber}`,
        )
      },
      true,
    )
  })
  context.on('console', (message) => {
    const text = message.text()
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(text)) report(`console ${message.type()}: ${text}`)
  })
  return violations
}

export { expect }
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Route, TestInfo } from '@playwright/test'
