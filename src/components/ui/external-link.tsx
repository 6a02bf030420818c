/** An anchor that opens in a new tab safely (docs/product.md §7): target="_blank" rel="noopener noreferrer". */
export function ExternalLink({ children, ...props }: Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  )
}
