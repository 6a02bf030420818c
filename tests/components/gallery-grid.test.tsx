import { fireEvent, render, renderHook, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { GalleryGrid } from '@/components/sections/gallery-grid'
import { galleryImages } from '@/content/gallery'
import { usePublishedFeed } from '@/features/gallery/lib/published-feed'
import type { PublishedPhoto } from '@/lib/site-content/schema'

// /gallery from the published content (docs/site-content.md, docs/decisions.md #108): her photos first, in her
// order, captions as alt text, srcset from the renditions; the samples only for a category without any of hers.

const url = (n: number) => `https://project.supabase.co/storage/v1/object/public/gallery-images/nails/p${n}.webp`
const photo = (n: number, caption: string | null = null): PublishedPhoto => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  category: 'nails',
  imageUrl: url(n),
  caption,
  width: 1200,
  height: 1500,
  renditions: [480, 960],
  displayOrder: n,
})

function Grid({ photos, pageSize = 24 }: { photos: PublishedPhoto[]; pageSize?: number }) {
  const feed = usePublishedFeed(photos, 'nails', pageSize)
  return (
    <MemoryRouter>
      <GalleryGrid id="nails" title="Nails" uploaded={feed} images={galleryImages.nails} leadImage />
    </MemoryRouter>
  )
}

describe('GalleryGrid with published photos', () => {
  it('shows her photos in her order with captions as alt text and no samples', () => {
    render(<Grid photos={[photo(0, 'Milky French'), photo(1), photo(2, 'Chrome tips')]} />)
    const images = within(screen.getByRole('list')).getAllByRole('img')
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Milky French', 'Nail design by Isla', 'Chrome tips'])
    expect(images[0]).toHaveAttribute(
      'srcset',
      `${url(0).replace('.webp', '-480.webp')} 480w, ${url(0).replace('.webp', '-960.webp')} 960w, ${url(0)} 1200w`,
    )
    expect(images[0]).toHaveAttribute('width', '1200')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[1]).toHaveAttribute('loading', 'lazy')
    expect(screen.getByText('3 photos')).toBeInTheDocument()
  })

  it('shows the built-in samples only while the category has none of hers', () => {
    render(<Grid photos={[]} />)
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(galleryImages.nails.length)
    expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull()
  })

  it('reveals the next page with Show more photos and moves focus to the first new photo', () => {
    render(<Grid photos={Array.from({ length: 5 }, (_, n) => photo(n))} pageSize={2} />)
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Show more photos' }))
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4)
    expect(document.activeElement).toBe(within(screen.getAllByRole('figure')[2]!).getByRole('link'))
    fireEvent.click(screen.getByRole('button', { name: 'Show more photos' }))
    expect(screen.queryByRole('button', { name: 'Show more photos' })).toBeNull()
  })

  it('hides a photo whose image fails to load (deleted since the build)', () => {
    render(<Grid photos={[photo(0, 'Gone'), photo(1, 'Here')]} />)
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }))
    expect(screen.queryByRole('img', { name: 'Gone' })).toBeNull()
    expect(screen.getByRole('img', { name: 'Here' })).toBeInTheDocument()
  })
})

describe('usePublishedFeed', () => {
  it('keeps one category, in the published order', () => {
    const lashes = { ...photo(9), category: 'lashes' as const }
    const { result } = renderHook(() => usePublishedFeed([photo(0), lashes, photo(1)], 'nails'))
    expect(result.current.images.map((i) => i.id)).toEqual([photo(0).id, photo(1).id])
    expect(result.current).toMatchObject({ total: 2, hasMore: false })
  })
})
