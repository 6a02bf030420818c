import { use, type ComponentType, type ReactPromise } from 'react'

/** A promise that says how it settled (React's tracked promise): `use` reads a fulfilled one at once, without suspending. */
type TrackedPromise<T> = Promise<T> & ReactPromise<T>

/**
 * A component whose code is a chunk of its own (`load` resolves to the component), loaded the first time it renders or
 * when `preload` is called, whichever comes first (docs/decisions.md #303). Until then it suspends (a `<Suspense>`
 * boundary must be above it); once loaded it renders at once, without suspending, so a preloaded section paints in
 * the very render that opens it. Unlike `React.lazy` it is one component type for its whole life: loading it while it
 * is shown never remounts it. `preload` resolves to the component and rejects when the chunk cannot be loaded (then
 * the next render or `preload` tries again).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loading: TrackedPromise<ComponentType<P>> | undefined
  const preload = () => {
    if (!loading) {
      const started = Object.assign(load(), { status: 'pending' }) as TrackedPromise<ComponentType<P>>
      started.then(
        (value) => void Object.assign(started, { status: 'fulfilled', value }),
        (reason: unknown) => {
          void Object.assign(started, { status: 'rejected', reason })
          loading = undefined
        },
      )
      loading = started
    }
    return loading
  }
  function Component(props: P) {
    const Loaded = use<ComponentType<P>>(preload())
    return <Loaded {...props} />
  }
  return { Component, preload }
}
