/** A section's mapping when the form holds the part exactly as the content does (her words, a list): both ways as is. */
export const asIs = { toForm: <T>(value: T) => value, fromForm: <T>(form: T) => form }
