/**
 * The tag of tests that also run in the desktop project (1280x800, playwright.config.ts): those whose result depends
 * on the width (axe, layout, the navigation, sheets) and the owner's flows in /admin (docs/decisions.md #163). Every
 * test runs in the mobile project (390x844), where most visitors and the owner are (docs/decisions.md #116). A title
 * ending in `@both-widths` does the same where the tag object would make prettier re-indent the whole test.
 */
export const BOTH_WIDTHS = { tag: '@both-widths' }

/**
 * The tag of tests that run only in the desktop project: what needs a fine pointer or the 1280-px layout and has no
 * counterpart on a phone (the mobile project leaves them out, so they are not reported as skipped).
 */
export const DESKTOP_ONLY = { tag: '@desktop-only' }
