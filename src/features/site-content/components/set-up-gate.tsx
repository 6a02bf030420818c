import { Suspense, type ReactNode } from 'react'
import { ScreenLoading } from '@/components/ui/screen-loading'
import { useIsSetUp } from '@/features/site-content/api/set-up'
import { contentToasts } from '@/features/site-content/messages'
import { errorMessage } from '@/lib/error-message'
import { lazyComponent } from '@/lib/lazy-component'

// The set-up (and the starter site and schema it writes with) is a chunk of its own: a set-up studio's /admin never
// loads it (docs/decisions.md #542).
const SetUpForm = lazyComponent(() => import('@/features/site-content/components/set-up-form').then((m) => m.SetUpForm))

/**
 * /admin's first question (docs/site-content.md "A new studio", docs/decisions.md #446): a project with no draft shows
 * the set-up ({@link SetUpForm}) instead of `children` (the editors, the preview and Publish), which show once the
 * set-up has written the first draft. `actions` (Sign Out) stand above the set-up too.
 */
export function SetUpGate({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const isSetUp = useIsSetUp()
  if (isSetUp.data === true) return children
  if (isSetUp.data === false)
    return (
      <Suspense fallback={<ScreenLoading />}>
        <SetUpForm.Component actions={actions} />
      </Suspense>
    )
  if (isSetUp.isError) {
    return (
      <p role="alert" className="px-4 py-24 text-center text-lg text-red-800">
        {contentToasts.loadFailed.description}: {errorMessage(isSetUp.error)}
      </p>
    )
  }
  return <ScreenLoading />
}
