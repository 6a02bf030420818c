/** The e-mail field's fixed attributes, shared by the sign-in, sign-up and reset forms (a required `TextField` whose reason is announced). */
export const emailFieldProps = {
  label: 'Email',
  name: 'email',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
  required: true,
  announce: true,
} as const
