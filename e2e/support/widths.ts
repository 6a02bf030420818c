/**
 * The tag of tests that also run in the desktop project (1280x800, playwright.config.ts): those whose result depends
 * on the width (axe, layout, the navigation, sheets). Every test runs in the mobile project (390x844), where most
 * visitors and the owner are (docs/decisions.md #116).
 */
export const BOTH_WIDTHS = { tag: '@both-widths' }
