import { render, screen } from '@testing-library/react'
import { ResponsiveImage } from '@/components/ui/responsive-image'

describe('ResponsiveImage', () => {
  it('renders AVIF and WebP sources with sizes and explicit dimensions, lazily by default', () => {
    const { container } = render(<ResponsiveImage id="nails-01" alt="Milky white BIAB" sizes="50vw" />)
    const img = screen.getByRole('img', { name: 'Milky white BIAB' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(img).toHaveAttribute('width', '960')
    expect(img).toHaveAttribute('height', '1200')
    const sources = container.querySelectorAll('source')
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0].getAttribute('srcset')).toContain('/images/nails-01-320.avif 320w')
    expect(sources[0].getAttribute('sizes')).toBe('50vw')
  })

  it('loads the priority (LCP) image eagerly with high fetch priority', () => {
    render(<ResponsiveImage id="hero-01" alt="Polish bottles" sizes="100vw" priority />)
    const img = screen.getByRole('img', { name: 'Polish bottles' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('renders a labelled placeholder block when the slot has no files', () => {
    render(<ResponsiveImage id="missing-01" alt="Missing photo" sizes="100vw" className="h-10" />)
    expect(screen.getByRole('img', { name: 'Missing photo' }).tagName).toBe('DIV')
  })
})
