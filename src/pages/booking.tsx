/** Placeholder for the booking page. */
export default function BookingPage() {
  return <h1>Booking</h1>
}
