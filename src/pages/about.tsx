/** Placeholder for the about page. */
export default function AboutPage() {
  return <h1>About</h1>
}
