import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createPageStore, usePageStore } from '@/lib/page-store'

// The page-wide store of the toasts, her unsaved typing and the preview's page (docs/decisions.md #593).
describe('createPageStore and usePageStore', () => {
  it('tells each reader of a set until it leaves, and holds the value set', () => {
    const store = createPageStore(1)
    const heard: number[] = []
    const leave = store.subscribe(() => heard.push(store.get()))
    store.set(2)
    leave()
    store.set(3)
    expect(heard).toEqual([2])
    expect(store.get()).toBe(3)
  })

  it('renders a reader again when what it selects changes, and not for the rest', () => {
    const store = createPageStore({ count: 0, other: 'a' })
    let renders = 0
    function Count() {
      renders++
      return <p>{usePageStore(store, (state) => state.count)}</p>
    }
    render(<Count />)
    act(() => store.set({ count: 1, other: 'a' }))
    expect(screen.getByText('1')).toBeInTheDocument()
    const before = renders
    act(() => store.set({ count: 1, other: 'b' }))
    expect(renders).toBe(before)
  })

  it('the prerender reads the server value where one is given, else the value now', () => {
    const store = createPageStore(['now'])
    function Both() {
      return (
        <p>
          {usePageStore(store).join()}/{usePageStore(store, (value) => value.length, 0)}
        </p>
      )
    }
    expect(renderToString(<Both />)).toBe('<p>now<!-- -->/<!-- -->0</p>')
  })
})
