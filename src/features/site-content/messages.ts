/**
 * Toast texts of the site-content editors on /admin (docs/product.md §8; docs/decisions.md #110). Failure toasts
 * name what failed in the title and give the reason as the description.
 */
export const contentToasts = {
  saved: { title: 'Draft saved', description: 'Publish to put your changes on the site.' },
  saveFailed: { title: 'Draft not saved' },
  invalid: { title: 'Draft not saved', description: 'Please correct the highlighted fields.' },
  published: { title: 'Published', description: 'The site is being rebuilt with your changes.' },
  publishFailed: { title: 'Publish failed' },
  restored: { title: 'Version restored', description: 'The site is being rebuilt with that version.' },
  restoreFailed: { title: 'Restore failed' },
  loadFailed: { title: 'Error', description: 'Failed to load the site content' },
  /** A save with no connection (docs/decisions.md #285): nothing saved, her typing kept, saved again once online. */
  offline: {
    title: 'Draft not saved',
    description: "No connection. What you typed is kept on this device and saved as soon as you're back online.",
  },
  /**
   * A save answered "not now" (408, 429, 5xx, docs/decisions.md #420): not an error, it is sent again by itself after a
   * wait; her typing is kept meanwhile.
   */
  serverBusy: {
    title: 'Not saved yet',
    description: 'The server is busy. What you typed is kept on this device and saved by itself in a moment.',
  },
  /** The save that waited for the connection went through. */
  savedWhenOnline: { title: 'Draft saved', description: "You're back online: your changes are saved. Publish to put them on the site." },
} as const

/** "Details", "Details and Hours", "Prices, Hours and Notice". */
function listOf(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * Saved after another device had saved other sections (docs/decisions.md #281): hers on top, theirs kept.
 * `sections` names the sections the other device changed ("Details").
 */
export function savedWithTheirsToast(sections: readonly string[]): { title: string; description: string } {
  return { title: 'Draft saved', description: `Changes to ${listOf(sections)} saved on another device were kept too.` }
}

/** Hers replaced what another device saved in the same section ("Keep my changes"). */
export function mineOverTheirsToast(section: string): { title: string; description: string } {
  return { title: 'Draft saved', description: `Your ${section} replaced what was saved on another device.` }
}

/**
 * She saved a section she had not changed while another device had changed it (docs/decisions.md #423): theirs stands,
 * nothing was saved or asked.
 */
export function theirsStandToast(section: string): { title: string; description: string } {
  return { title: 'Nothing to save', description: `Your ${section} had no changes. It now shows what was saved on another device.` }
}

/**
 * The texts of the panel shown above her fields when another device changed the section she is typing in
 * (docs/decisions.md #281): the message itself, inline, with no toast.
 */
export const conflictTexts = {
  heading: (section: string) => `${section} changed on another device`,
  body: (when: string) =>
    `It was saved on another device at ${when}, while you were typing here. Nothing has been overwritten: what you typed is still below, not saved yet.`,
  differences: 'Saved there → typed here:',
  keepMine: 'Keep my changes',
  useSaved: 'Use the saved version',
} as const

/** The note shown when a section opens with typing kept on the device (docs/decisions.md #283). */
export const restoredTexts = {
  heading: (when: string) => `Restored unsaved changes from ${when}`,
  body: 'What you typed on this device before the page closed. It is not saved yet: Save draft keeps it.',
  undo: 'Undo restore',
} as const

/**
 * The note shown when a section opens with typing kept on the device from before an update that changed the section's
 * form or the content's schema (docs/decisions.md #425): not put back, shown as text to copy, dropped when she says so.
 */
export const unfitTexts = {
  heading: (when: string) => `Typing from ${when} could not be put back`,
  body: 'It was kept on this device before an update changed this section, so it no longer fits the form. Nothing of it is saved. Copy what you need into the form, then drop it.',
  label: 'What you typed before the update',
  copy: 'Copy',
  copied: 'Copied',
  drop: 'Drop it',
} as const

/** The Save bar's status line (the bar stays in view on a phone, where the restored note may be below the fold). */
export const saveStatus = {
  unsaved: 'Unsaved changes',
  restored: (when: string) => `Unsaved changes (restored from ${when})`,
  waiting: 'Not saved: waiting for a connection',
  /** A save the server answered "not now": sent again by itself (docs/decisions.md #420). */
  waitingForServer: 'Not saved yet: the server is busy, trying again',
} as const

/** Asked before a restore (the gallery stays as it is today). */
export function restoreQuestion(version: number): string {
  return `Restore version ${version}? Its prices, hours, notice, details and reviews go live again and become your draft. Your gallery photos stay as they are now.`
}

/** The words of a new studio's set-up on /admin (docs/site-content.md "A new studio"). */
export const setUpTexts = {
  heading: 'Set up your site',
  intro:
    'A few details, and your site is ready to edit: a starter with treatments, prices and questions in your name, for you to change, preview and publish. You can change every answer later.',
  brandHint: 'Your site’s colours are made from it, always readable. A colour such as #0f766e.',
  invalid: 'Please correct the highlighted fields.',
  failed: 'Your site was not set up:',
  submit: 'Make my site',
  making: 'Making your site...',
  /** The Publish panel's one change before her first Publish. */
  firstPublish: 'Your whole site: nothing is published yet',
} as const
