/** Placeholder for the policies page. */
export default function PoliciesPage() {
  return <h1>Policies</h1>
}
