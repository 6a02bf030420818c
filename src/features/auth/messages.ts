/**
 * Toast texts of the auth flows, word for word from the error catalogue (docs/product.md §8). Tests assert these
 * constants, so a change here is a change to the product.
 */
export const authToasts = {
  validationError: { title: 'Validation error' },
  accountExists: {
    title: 'Account exists',
    description: 'This email is already registered. Please sign in instead.',
  },
  signUpFailed: { title: 'Sign up failed' },
  accountCreated: {
    title: 'Account created!',
    description: 'You can now sign in with your credentials.',
  },
  /** Sign-up answered without a session: the backend confirms addresses by e-mail first. */
  confirmEmail: {
    title: 'Account created!',
    description: 'Check your e-mail to confirm your address, then sign in.',
  },
  signInFailed: { title: 'Sign in failed' },
  accessDenied: {
    title: 'Access denied',
    description: "You don't have admin permissions",
  },
} as const

/** A sign-up error whose backend message contains this text means the e-mail is taken (docs/product.md §8). */
export const ALREADY_REGISTERED_MARKER = 'already registered'

/**
 * Texts of "Forgot password?" and the recovery link on /auth (docs/product.md §2 /auth, §8 "Inline messages"). `sent`
 * is the one sentence shown whether or not the address has an account.
 */
export const recoveryTexts = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro: "Type the email you sign in with. We'll send you a link to choose a new password.",
  send: 'Send reset link',
  sendAgain: 'Send the link again',
  sending: 'Sending...',
  sent: "If an account exists for that address, we've sent a link. The link works once, within an hour. Check your spam folder if it hasn't arrived.",
  back: 'Back to sign in',
  checkingLink: 'Checking your link...',
  newPasswordTitle: 'Choose a new password',
  newPasswordIntro: 'Type your new password twice. You will then be signed in.',
  save: 'Save new password',
} as const

/**
 * What /auth shows while it reads the stored session, before it knows which step is hers: the sign-in form, the code
 * or a page of its own (docs/product.md §2 /auth, docs/decisions.md #383).
 */
export const checkingSessionText = 'Checking your sign-in...'

/** Texts of the code step on /auth (docs/product.md §2 /auth). */
export const codeStepTexts = {
  title: 'Two-step sign-in',
  intro: 'Open your authenticator app and type the 6-digit code it shows for this site.',
  submit: 'Continue',
  cancel: 'Cancel and sign out',
} as const

/** Toasts of the account flows (docs/product.md §8). */
export const accountToasts = {
  passwordSaved: { title: 'Password changed', description: 'Use your new password next time you sign in.' },
  twoStepOn: { title: 'Two-step sign-in is on' },
  twoStepOff: { title: 'Two-step sign-in is off' },
  otherDevicesSignedOut: { title: 'Signed out elsewhere' },
} as const

/** Texts of the /admin "Account" section (docs/product.md §2 /admin, docs/owner-guide.md "Two-step sign-in"). */
export const accountTexts = {
  title: 'Account',
  intro: 'Your password, two-step sign-in and the devices you are signed in on.',
  passwordTitle: 'Change password',
  passwordIntro: 'Choose a password you do not use anywhere else.',
  passwordButton: 'Change password',
  twoStepTitle: 'Two-step sign-in',
  twoStepOn: 'Two-step sign-in is on',
  twoStepOff: 'Two-step sign-in is off',
  twoStepOffIntro:
    'With two-step sign-in, your password alone cannot open your admin: you also type a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).',
  twoStepOnIntro: 'Each time you sign in, you type your password and then the 6-digit code from one of these apps:',
  turnOn: 'Turn on two-step sign-in',
  addBackup: 'Add a backup authenticator',
  turnOff: 'Turn off two-step sign-in',
  turnOffConfirm: 'Turn off two-step sign-in? Your password alone will then open your admin.',
  backupAdvice:
    'Add a second authenticator as a backup, on another phone or a tablet: if you lose your phone, the other one still gives you codes. There are no recovery codes.',
  lostPhone:
    'Lost your phone with no backup? Ask the person who set up your site to switch two-step sign-in off for your account; then sign in with your password and turn it on again.',
  scanStep: '1. In your authenticator app, add an account and scan this QR code.',
  keyStep: 'Cannot scan? Type this key into the app instead:',
  codeStep: '2. Type the 6-digit code the app now shows.',
  confirmCode: 'Confirm code',
  cancel: 'Cancel',
  qrLabel: 'QR code for your authenticator app',
  loadFailed: 'Your authenticators could not be loaded.',
  retry: 'Try again',
  devicesTitle: 'Signed in elsewhere?',
  devicesIntro: 'Signs you out on every other phone, tablet or computer. You stay signed in here.',
  devicesButton: 'Sign out on other devices',
} as const

/** Texts of the problems the auth screens explain in plain words (docs/product.md §8 "Inline messages"). */
export const authProblems = {
  rateLimited: 'Too many tries for now. Please wait a few minutes, then try again.',
  wrongCode: "That code isn't right. Type the 6-digit code your authenticator app shows now.",
  codeFormat: 'Type the 6-digit code from your authenticator app.',
  linkExpired: 'This link has expired or has already been used. Type your email to get a new one.',
  samePassword: 'That is your current password. Choose a different one.',
  needsCode: 'Please sign in again with your code, then try again.',
  signedOut: 'You have been signed out. Please sign in again.',
} as const

/** "Prices", "Prices and Hours", "Prices, Hours and Booking terms". */
function listOf(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * The one question Sign Out asks when anything is kept on the device and not saved yet (docs/decisions.md #426): her
 * typing, naming each section (`sections`: their names, "Prices"), and the photos not uploaded (`photos`, a count);
 * null when there is neither. Signing out drops them from the device.
 */
export function signOutQuestion({ sections, photos }: { sections: readonly string[]; photos: number }): string | null {
  const typing = sections.length ? `Your changes to ${listOf(sections)} are not saved yet` : ''
  const waiting = photos ? `${photos} ${photos === 1 ? 'photo has' : 'photos have'} not uploaded yet` : ''
  if (!typing && !waiting) return null
  const them = !typing && photos === 1 ? 'it' : 'them'
  return `${typing && waiting ? `${typing}, and ${waiting}` : typing || waiting}. Signing out removes ${them} from this device. Sign out anyway?`
}
