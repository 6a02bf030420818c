import { z } from '@/lib/zod'

/** Limits of the sign-in / sign-up form (docs/product.md §5, §9). */
const EMAIL_MAX_LENGTH = 255
const PASSWORD_MIN_LENGTH = 6
const PASSWORD_MAX_LENGTH = 100

/**
 * Validation messages; the first one found is shown in the 'Validation error' toast (docs/product.md §5).
 * `passwordHint` is the new-password field's hint (sign-up placeholder, new password on /auth).
 */
export const credentialMessages = {
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters`,
  invalidEmail: 'Invalid email address',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDiffer: 'The two passwords are not the same',
} as const

/**
 * The one schema both tabs share (docs/product.md §5, docs/architecture.md): e-mail trimmed, valid, at most 255
 * characters; password 6-100 characters (not trimmed: spaces are legitimate password characters).
 */
const emailSchema = z.string().trim().pipe(z.email(credentialMessages.invalidEmail).max(EMAIL_MAX_LENGTH, credentialMessages.emailTooLong))
const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, credentialMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, credentialMessages.passwordTooLong)

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema })

/** The "Forgot password?" form: the e-mail alone, with the same rules (docs/product.md §5). */
export const resetRequestSchema = z.object({ email: emailSchema })

/**
 * A new password and its confirmation (/auth after the recovery link, /admin "Account"; docs/product.md §5): the
 * password rules above, then both fields the same (the reason shows beside the confirmation).
 */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { message: credentialMessages.passwordsDiffer, path: ['confirmation'] })

export type Credentials = z.infer<typeof credentialsSchema>
