/** PLACEHOLDER: the welcome-offer widget (spec §4) replaces this. */
export function WelcomeOffer() {
  return null
}
