import { authProblem } from '@/features/auth/lib/auth-problem'

/**
 * A plain-words problem of a whole form (a refused code, a rate limit), announced when it appears: `children`, or the
 * plain-words reason for a failed auth call's `error` ({@link authProblem}); nothing when neither is given.
 */
export function FormProblem({ children, error }: { children?: React.ReactNode; error?: unknown }) {
  const problem = children ?? (error ? authProblem(error) : undefined)
  return problem ? (
    <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
      {problem}
    </p>
  ) : null
}
