import { useState } from 'react'

/**
 * A control only React answers, for hydration and frame tests: a button that counts its clicks and shows
 * "`name` count" ("Clicked 0", then "Clicked 1"...). Before React has it, a click changes nothing.
 */
export function Counter({ name = 'Clicked' }: { name?: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  )
}
