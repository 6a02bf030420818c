import { Outlet } from 'react-router-dom'

/** Owns all global chrome (spec §2): header, footer, mobile bar, WhatsApp button, welcome offer, toasts. */
export function RootLayout() {
  return (
    <>
      <main id="main">
        <Outlet />
      </main>
    </>
  )
}
