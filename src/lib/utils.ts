import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx). It does not resolve conflicting Tailwind utilities: a component's own
 * classes and those a caller adds must never set the same property (use a variant or prop instead).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
