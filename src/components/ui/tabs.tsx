import { createContext, useContext, useId, useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/utils'

/**
 * Accessible tabs on plain buttons (WAI-ARIA APG "Tabs with automatic activation"): role tablist /
 * tab / tabpanel, roving tabindex, Left/Right/Home/End move and select. No dependency.
 */
type TabsContextValue = {
  baseId: string
  value: string
  select: (value: string) => void
}

const TabsContext = createContext<TabsContextValue | null>(null)

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext)
  if (!context) throw new Error('Tabs parts must be rendered inside <Tabs>')
  return context
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue'> & {
  defaultValue: string
  /** Called after the selected tab changes. */
  onValueChange?: (value: string) => void
}

export function Tabs({ defaultValue, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId()
  const [value, setValue] = useState(defaultValue)
  const select = (next: string) => {
    setValue(next)
    onValueChange?.(next)
  }
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div data-slot="tabs" className={cn('grid gap-4', className)} {...props} />
    </TabsContext.Provider>
  )
}

export function TabsList({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      data-slot="tabs-list"
      className={cn('bg-accent-100 grid auto-cols-fr grid-flow-col gap-1 rounded-xl p-1', className)}
      {...props}
    />
  )
}

/** Arrow keys, Home and End move focus and selection along the tab list (APG, automatic activation). */
function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('[role="tablist"]')
  if (!list) return
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'))
  const current = tabs.indexOf(event.currentTarget)
  const last = tabs.length - 1
  const moves: Record<string, number> = {
    ArrowRight: current === last ? 0 : current + 1,
    ArrowLeft: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  }
  const index = moves[event.key]
  const target = index === undefined || current === -1 ? undefined : tabs[index]
  if (!target) return
  event.preventDefault()
  target.focus()
  target.click()
}

export function TabsTrigger({ value, className, ...props }: React.ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      data-state={selected ? 'active' : 'inactive'}
      className={cn(
        'text-brand min-h-11 rounded-lg px-3 text-sm font-semibold transition-colors hover:bg-white/60',
        'data-[state=active]:text-ink data-[state=active]:bg-white data-[state=active]:shadow-sm',
        className,
      )}
      onClick={() => tabs.select(value)}
      onKeyDown={handleTabKeyDown}
      {...props}
    />
  )
}

export function TabsContent({ value, className, ...props }: React.ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs()
  if (tabs.value !== value) return null
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-slot="tabs-content"
      className={className}
      {...props}
    />
  )
}
