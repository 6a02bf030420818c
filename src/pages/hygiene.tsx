/** Placeholder for the hygiene page. */
export default function HygienePage() {
  return <h1>Hygiene</h1>
}
