/** Placeholder for the gallery page. */
export default function GalleryPage() {
  return <h1>Gallery</h1>
}
