import { z } from '@/lib/zod'

/** Limits of the sign-in / sign-up form (docs/product.md §5, §9). */
const EMAIL_MAX_LENGTH = 255
const PASSWORD_MIN_LENGTH = 6
const PASSWORD_MAX_LENGTH = 100

/** Validation messages; the first one found is shown in the 'Validation error' toast (docs/product.md §5). */
export const credentialMessages = {
  invalidEmail: 'Invalid email address',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
} as const

/**
 * The one schema both tabs share (docs/product.md §5, docs/architecture.md): e-mail trimmed, valid, at most 255
 * characters; password 6-100 characters (not trimmed: spaces are legitimate password characters).
 */
export const credentialsSchema = z.object({
  email: z.string().trim().pipe(z.email(credentialMessages.invalidEmail).max(EMAIL_MAX_LENGTH, credentialMessages.emailTooLong)),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, credentialMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, credentialMessages.passwordTooLong),
})

export type Credentials = z.infer<typeof credentialsSchema>
