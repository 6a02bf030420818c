import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authToasts } from '@/features/auth/messages'
import { inbox, LOCAL_ADMIN, uniqueEmail } from '../support/backend'
import { clearToasts, findToast, renderSignIn, toastTitles } from '../support/render'
import { setUpFeatureBackend } from '../support/feature-backend'

// /auth sign-up against a real local backend with e-mail confirmations on, as on hosted Supabase
// (docs/product.md §8; docs/local-backend.md §1.1): a backend of the file's own, started with that setting.
vi.setConfig({ testTimeout: 20_000 })

const getBackend = setUpFeatureBackend(clearToasts, { auth: { enableConfirmations: true } })

async function signUp(email: string) {
  const user = userEvent.setup()
  await renderSignIn()
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), 'a-good-password')
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
}

test('a sign-up without a session says "Account created!" and to check the e-mail, and stays on /auth signed out', async () => {
  const email = uniqueEmail('confirm-me')
  await signUp(email)
  const toast = await findToast(authToasts.confirmEmail.title)
  expect(toast).toHaveTextContent(authToasts.confirmEmail.description)
  expect(toast).toHaveAttribute('data-variant', 'default')
  expect(toastTitles()).toEqual([authToasts.confirmEmail.title])
  expect(await inbox(getBackend(), email)).toHaveLength(1)
  expect((await getBackend().client.auth.getSession()).data.session).toBeNull()
  expect(localStorage.getItem('sb-127-auth-token')).toBeNull()
  expect(screen.getByTestId('location')).toHaveTextContent('/auth')
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled()
})

test('a sign-up with an address already registered reads the same, so the form does not reveal accounts', async () => {
  await signUp(LOCAL_ADMIN.email)
  const toast = await findToast(authToasts.confirmEmail.title)
  expect(toast).toHaveTextContent(authToasts.confirmEmail.description)
  expect(toastTitles()).toEqual([authToasts.confirmEmail.title])
  expect(await inbox(getBackend(), LOCAL_ADMIN.email)).toEqual([])
  expect(screen.getByTestId('location')).toHaveTextContent('/auth')
})
