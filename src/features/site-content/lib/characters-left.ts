/**
 * A field's hint that counts what she types against `max` characters (leading and trailing spaces left out, as the
 * site shows the text): "42 characters left", or "3 characters too many". Pass it as `hint` to FormTextField
 * (src/features/site-content/components/form-fields.tsx), where it renders with that field only.
 */
export function charactersLeft(max: number): (value: string) => string {
  return (value) => {
    const left = max - value.trim().length
    return left >= 0 ? `${left} characters left` : `${-left} characters too many`
  }
}
