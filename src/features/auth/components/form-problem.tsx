/** A plain-words problem of a whole form (a refused code, a rate limit), announced when it appears. */
export function FormProblem({ children }: { children: React.ReactNode }) {
  return children ? (
    <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
      {children}
    </p>
  ) : null
}
