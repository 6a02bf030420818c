import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyComponent } from '@/lib/lazy-component'

// A component whose code is a chunk of its own (src/lib/lazy-component.tsx, docs/decisions.md #303): an /admin section.

/** A chunk that arrives when the test says so, or fails. */
function chunk() {
  let arrive: () => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const load = vi.fn(
    () =>
      new Promise<(props: { name: string }) => React.ReactNode>((resolve, reject) => {
        arrive = () => resolve(({ name }) => <p>Prices for {name}</p>)
        fail = reject
      }),
  )
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) }
}

const shown = (Section: React.ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Loading prices...</p>}>
    <Section name="Isla" />
  </Suspense>
)

test('not loaded yet, it suspends until its chunk arrives, then shows; the chunk is loaded once', async () => {
  const { load, arrive } = chunk()
  const Prices = lazyComponent(load)
  // Rendered in an awaited act: React leaves the retry of a component that suspends inside a synchronous act to it.
  await act(async () => render(shown(Prices.Component)))
  expect(screen.getByText('Loading prices...')).toBeInTheDocument()
  await act(async () => arrive())
  expect(await screen.findByText('Prices for Isla')).toBeInTheDocument()
  await Prices.preload()
  expect(load).toHaveBeenCalledTimes(1)
})

test('loaded ahead, it shows in the very render that opens it, without suspending', async () => {
  const { load, arrive } = chunk()
  const Prices = lazyComponent(load)
  const loaded = Prices.preload()
  arrive()
  await loaded
  render(shown(Prices.Component))
  // Synchronously, no fallback in between.
  expect(screen.getByText('Prices for Isla')).toBeInTheDocument()
  expect(screen.queryByText('Loading prices...')).not.toBeInTheDocument()
})

test('a chunk that could not be loaded is loaded again next time', async () => {
  const first = chunk()
  let attempt = 0
  const second = chunk()
  const Prices = lazyComponent(() => (++attempt === 1 ? first.load() : second.load()))
  const failed = Prices.preload()
  first.fail(new Error('Failed to fetch dynamically imported module'))
  await expect(failed).rejects.toThrow(/Failed to fetch/)
  const again = Prices.preload()
  second.arrive()
  await expect(again).resolves.toBeTypeOf('function')
  expect(attempt).toBe(2)
})
