// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { siteContentSeed } from '@/demo/site-content'
import { renderContent } from '@/lib/site-content/render'
import { welcomeOfferClaimMessage } from '@/content/welcome-offer'
import { studio } from '@/content/studio'
import { e164, mailtoUrl, phoneDigits, whatsappUrl } from '@/lib/links'

describe('link builders (docs/product.md §7)', () => {
  it('reduces a phone number to its digits, and to E.164', () => {
    expect(phoneDigits('+44 7700 900123')).toBe('447700900123')
    expect(e164('+44 7700 900123')).toBe('+447700900123')
  })
  it('builds wa.me click-to-chat links with the URL-encoded message', () => {
    const booking = renderContent(siteContentSeed).messages.booking
    expect(booking).toBe(`Hi ${studio.owner}! I'd like to book an appointment at ${studio.name}.`)
    const url = new URL(whatsappUrl(studio.phone, booking))
    expect(url.origin + url.pathname).toBe(`https://wa.me/${phoneDigits(studio.phone)}`)
    expect(url.searchParams.get('text')).toBe(booking)
    expect(whatsappUrl('+44 1', 'Hi & hello? 10% #1')).toBe('https://wa.me/441?text=Hi%20%26%20hello%3F%2010%25%20%231')
  })
  it('names WELCOME10 in the voucher message', () => {
    expect(decodeURIComponent(whatsappUrl(studio.phone, welcomeOfferClaimMessage))).toContain('WELCOME10')
  })
  it('builds mailto: links', () => {
    expect(mailtoUrl(studio.email)).toBe(`mailto:${studio.email}`)
    expect(mailtoUrl('a@example.com')).toBe('mailto:a@example.com')
  })
})
