import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useContext } from 'react'
import { PortalContainerContext } from '@/components/ui/portal-container'
import { cn } from '@/lib/utils'

/**
 * Right-hand side sheet built on Radix Dialog (shadcn style). Used by the pricing rows (docs/product.md §2):
 * focus is trapped while open, Escape and the close button close it. It attaches to `PortalContainerContext`'s element
 * (the admin preview's frame) or the page's body.
 */
export const Sheet = DialogPrimitive.Root
export const SheetTitle = DialogPrimitive.Title
export const SheetDescription = DialogPrimitive.Description

export function SheetContent({ className, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal container={useContext(PortalContainerContext)}>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className="bg-plum-900/40 fixed inset-0 z-50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'bg-cream fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col gap-6 overflow-y-auto p-8 pt-14 shadow-2xl sm:rounded-l-3xl',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="sheet-close"
          aria-label="Close"
          className="text-plum absolute top-4 right-4 grid size-10 place-items-center rounded-full hover:bg-rose-100"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
