import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authToasts } from '@/features/auth/messages'
import { credentialMessages } from '@/features/auth/schemas'
import { LOCAL_ADMIN, uniqueEmail } from '../support/backend'
import { clearToasts, expectPath, findToast, renderRoute, renderSignIn, toastTitles } from '../support/render'
import { holdRequests, setUpFeatureBackend } from '../support/feature-backend'

// /auth against a real local backend (docs/product.md §2 /auth, §5, §8; docs/decisions.md #17).
vi.setConfig({ testTimeout: 20_000 })

const getBackend = setUpFeatureBackend(clearToasts)

async function fillAndSubmit(tab: 'Sign In' | 'Sign Up', email: string, password: string) {
  const user = userEvent.setup()
  if (tab === 'Sign Up') await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: tab }))
}

test('shows the title, both tabs and required, labelled fields', async () => {
  await renderSignIn()
  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument()
  expect(screen.getByText('Sign in to access admin features')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false')
  expect(screen.getByLabelText('Email')).toBeRequired()
  expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'you@example.com')
  expect(screen.getByLabelText('Password')).toBeRequired()
})

test('arrow keys move between the tabs', async () => {
  const user = userEvent.setup()
  await renderSignIn()
  await user.click(screen.getByRole('tab', { name: 'Sign In' }))
  await user.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sign Up')
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument()
  await user.keyboard('{ArrowLeft}')
  expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
})

test.each([
  ['an empty form', '', '', credentialMessages.invalidEmail],
  ['a malformed e-mail', 'not-an-email', 'secret123', credentialMessages.invalidEmail],
  ['a short password', 'someone@example.com', '12345', credentialMessages.passwordTooShort],
  ['a long password', 'someone@example.com', 'x'.repeat(101), credentialMessages.passwordTooLong],
  ['a long e-mail', `${'a'.repeat(250)}@example.com`, 'secret123', credentialMessages.emailTooLong],
])('%s gets a "Validation error" toast with the first message only', async (_case, email, password, message) => {
  await renderSignIn()
  await fillAndSubmit('Sign In', email, password)
  const toast = await findToast(authToasts.validationError.title)
  expect(toast).toHaveTextContent(message)
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  expect(toastTitles()).toEqual([authToasts.validationError.title])
  expect(screen.getByTestId('location')).toHaveTextContent('/auth')
})

test('the e-mail is trimmed before it is checked', async () => {
  await renderSignIn()
  await fillAndSubmit('Sign In', `  ${LOCAL_ADMIN.email}  `, LOCAL_ADMIN.password)
  await expectPath('/')
})

test('signing in stores the session under the default key and goes to /', async () => {
  await renderSignIn()
  await fillAndSubmit('Sign In', LOCAL_ADMIN.email, LOCAL_ADMIN.password)
  await expectPath('/')
  expect(localStorage.getItem('sb-127-auth-token')).toContain('"access_token"')
})

test('signing in shows "Signing in..." with fields and button disabled while the backend answers', async () => {
  const token = holdRequests('/auth/v1/token')
  try {
    await renderSignIn()
    await fillAndSubmit('Sign In', LOCAL_ADMIN.email, LOCAL_ADMIN.password)
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    expect(screen.getByLabelText('Password')).toBeDisabled()
    token.release()
    await expectPath('/')
  } finally {
    token.restore()
  }
})

test('signing up shows "Creating account...", then "Account created!", then goes to / with the new session', async () => {
  const signup = holdRequests('/auth/v1/signup')
  try {
    await renderSignIn()
    await fillAndSubmit('Sign Up', uniqueEmail('new-client'), 'a-good-password')
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    expect(screen.getByLabelText('Password')).toBeDisabled()
    signup.release()
  } finally {
    signup.restore()
  }
  const toast = await findToast(authToasts.accountCreated.title)
  expect(toast).toHaveTextContent(authToasts.accountCreated.description)
  expect(toast).toHaveAttribute('data-variant', 'default')
  await expectPath('/')
})

test('a duplicate sign-up gets "Account exists"', async () => {
  const email = uniqueEmail('twice')
  await getBackend().createUser(email, 'first-password')
  await renderSignIn()
  await fillAndSubmit('Sign Up', email, 'second-password')
  const toast = await findToast(authToasts.accountExists.title)
  expect(toast).toHaveTextContent(authToasts.accountExists.description)
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  expect(screen.getByTestId('location')).toHaveTextContent('/auth')
})

test('a password the backend refuses gets "Sign up failed" with its message (docs/decisions.md #17)', async () => {
  await renderSignIn()
  await fillAndSubmit('Sign Up', uniqueEmail('long-password'), 'p'.repeat(80))
  const toast = await findToast(authToasts.signUpFailed.title)
  expect(toast).toHaveTextContent(/72 characters/)
  expect(toast).toHaveAttribute('data-variant', 'destructive')
})

test('a wrong password gets "Sign in failed" with the backend message and enables the form again', async () => {
  await renderSignIn()
  await fillAndSubmit('Sign In', LOCAL_ADMIN.email, 'wrong-password')
  const toast = await findToast(authToasts.signInFailed.title)
  expect(toast).toHaveTextContent('Invalid login credentials')
  expect(toast).toHaveAttribute('data-variant', 'destructive')
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled())
  expect(screen.getByLabelText('Email')).toBeEnabled()
  expect(screen.getByTestId('location')).toHaveTextContent('/auth')
})

test('an existing session sends the visitor straight to /', async () => {
  await getBackend().client.auth.signInWithPassword(LOCAL_ADMIN)
  renderRoute('/auth')
  await expectPath('/')
})
