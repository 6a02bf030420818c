/** Placeholder for the auth page. */
export default function AuthPage() {
  return <h1>Auth</h1>
}
