/** Placeholder for the admin page. */
export default function AdminPage() {
  return <h1>Admin</h1>
}
