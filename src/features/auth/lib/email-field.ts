/** The e-mail field's fixed attributes, shared by the sign-in, sign-up and reset forms. */
export const emailFieldProps = {
  label: 'Email',
  name: 'email',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
} as const
