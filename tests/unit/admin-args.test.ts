// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { ADMIN_GRANT_USAGE, parseAdminArgs } from '../../scripts/lib/admin-account.ts'

describe('npm run admin:grant arguments (docs/operations.md "The owner\'s account")', () => {
  it('an address alone grants the admin role; the address is lower-cased and trimmed', () => {
    expect(parseAdminArgs([' Owner@Example.com '])).toEqual({ action: 'grant', email: 'owner@example.com' })
  })

  it('--remove-factors before or after the address removes her factors', () => {
    expect(parseAdminArgs(['--remove-factors', 'owner@example.com'])).toEqual({ action: 'remove-factors', email: 'owner@example.com' })
    expect(parseAdminArgs(['owner@example.com', '--remove-factors'])).toEqual({ action: 'remove-factors', email: 'owner@example.com' })
  })

  it.each([[[]], [['owner']], [['a@example.com', 'b@example.com']], [['--remove-factors']], [['two words@example.com']]])(
    'refuses %j with the usage line',
    (argv) => {
      const result = parseAdminArgs(argv)
      expect(result).toEqual({ error: `Give exactly one e-mail address. ${ADMIN_GRANT_USAGE}` })
    },
  )

  it('refuses an unknown option rather than guessing', () => {
    expect(parseAdminArgs(['--remove-factor', 'owner@example.com'])).toEqual({
      error: `Unknown option --remove-factor. ${ADMIN_GRANT_USAGE}`,
    })
  })
})
