/** Placeholder for the gifts page. */
export default function GiftsPage() {
  return <h1>Gifts</h1>
}
