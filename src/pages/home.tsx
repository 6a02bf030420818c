/** Placeholder for the home page. */
export default function HomePage() {
  return <h1>Home</h1>
}
