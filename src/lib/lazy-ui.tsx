import { createElement, lazy, type FunctionComponent, type ReactNode } from 'react'
import { FullStylesheetOnMount } from '@/lib/full-stylesheet-on-mount'

/** The props of a function component: an object, `{}` for one that takes none. */
type PropsOf<Component> = Component extends (props: infer Props) => ReactNode ? (Props extends object ? Props : object) : never

/**
 * A component loaded lazily as a chunk of its own (`load` resolves to a module with it as `default`), rendered
 * through `React.lazy` (so a `<Suspense>` boundary must be above it) inside {@link FullStylesheetOnMount}, which
 * switches the full stylesheet on when it mounts on the client. Create it once, at module level.
 */
export function lazyUi<Component extends (props: never) => ReactNode>(
  load: () => Promise<{ default: Component }>,
): FunctionComponent<PropsOf<Component>> {
  // The same component, typed by its props: TypeScript cannot see that `Component` is a FunctionComponent of them.
  const Lazy = lazy(load as unknown as () => Promise<{ default: FunctionComponent<PropsOf<Component>> }>)
  return function LazyUi(props) {
    return <FullStylesheetOnMount>{createElement(Lazy, props)}</FullStylesheetOnMount>
  }
}
