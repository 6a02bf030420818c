import { whatsappMessages } from '@/content/messages'
import { studio } from '@/content/studio'
import { bookingUrl, mailtoUrl, phoneDigits, telUrl, whatsappUrl } from '@/lib/links'

describe('link builders (docs/product.md §7)', () => {
  it('reduces a phone number to its digits', () => {
    expect(phoneDigits('+44 7700 900123')).toBe('447700900123')
  })
  it('builds wa.me click-to-chat links with the URL-encoded booking message by default', () => {
    const url = new URL(whatsappUrl())
    expect(url.origin + url.pathname).toBe('https://wa.me/447700900123')
    expect(url.searchParams.get('text')).toBe(whatsappMessages.booking)
    expect(whatsappUrl('Hi & hello? 10% #1', '+44 1')).toBe('https://wa.me/441?text=Hi%20%26%20hello%3F%2010%25%20%231')
  })
  it('names WELCOME10 in the voucher message', () => {
    expect(decodeURIComponent(whatsappUrl(whatsappMessages.welcomeOffer))).toContain('WELCOME10')
  })
  it('uses the identity module for booking, e-mail and phone', () => {
    expect(bookingUrl).toBe(studio.bookingUrl)
    expect(mailtoUrl()).toBe('mailto:hello@example.com')
    expect(telUrl()).toBe('tel:+447700900123')
  })
})
