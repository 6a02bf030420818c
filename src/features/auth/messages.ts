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
