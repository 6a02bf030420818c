/**
 * A section's mapping when the form holds the part exactly as the content does (her words, a list): both ways as is.
 * Make it once, at module level (the scaffold reads the saved values again when the mapping changes).
 */
export const asIs = <T>() => ({ toForm: (value: T) => value, fromForm: (form: T) => form })
