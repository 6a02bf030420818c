/** Placeholder for the pricing page. */
export default function PricingPage() {
  return <h1>Pricing</h1>
}
