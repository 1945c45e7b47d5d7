import { type KeyboardEvent, useRef } from 'react';
import { tabIndexForKey } from '@/lib/tab-keys';
import type { SubscriptionType } from '../api/schemas';

interface TypeSelectorProps {
  variant: 'tabs' | 'filters';
  /** Names the group for assistive tech, e.g. "Prelims Tests types". */
  label: string;
  types: readonly SubscriptionType[];
  selectedId: number | undefined;
  onSelect: (type: SubscriptionType) => void;
  /** Id of the list the tabs control (tabs only). */
  panelId: string;
}

/** The id of a type's tab, for the panel's aria-labelledby. */
export function tabId(panelId: string, typeId: number): string {
  return `${panelId}-tab-${typeId}`;
}

const baseClass = 'shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors';
const selectedClass = 'bg-navy-900 text-white shadow-sm';
const idleClass = 'bg-white text-navy-800 ring-1 ring-slate-200 hover:bg-navy-50 hover:ring-navy-200';

/**
 * The section's types, as ARIA tabs (prelims, PCS: arrow keys move and select) or as a row of
 * pressed/unpressed filter buttons (notes, mains, videos). On phones the row
 * scrolls sideways instead of wrapping into a tall block.
 */
export function TypeSelector({ variant, label, types, selectedId, onSelect, panelId }: TypeSelectorProps) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const moveByKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabIndexForKey(event.key, index, types.length);
    if (target === undefined) return;
    const type = types[target];
    if (!type) return;
    event.preventDefault();
    onSelect(type);
    buttons.current.get(type.id)?.focus();
  };

  const isTabs = variant === 'tabs';
  return (
    <div
      role={isTabs ? 'tablist' : 'group'}
      aria-label={label}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {types.map((type, index) => {
        const selected = type.id === selectedId;
        return (
          <button
            key={type.id}
            ref={(element) => {
              if (element) buttons.current.set(type.id, element);
              else buttons.current.delete(type.id);
            }}
            type="button"
            onClick={() => onSelect(type)}
            className={`${baseClass} ${selected ? selectedClass : idleClass}`}
            {...(isTabs
              ? {
                  role: 'tab',
                  id: tabId(panelId, type.id),
                  'aria-selected': selected,
                  'aria-controls': panelId,
                  tabIndex: selected ? 0 : -1,
                  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => moveByKey(event, index),
                }
              : { 'aria-pressed': selected })}
          >
            {type.name}
          </button>
        );
      })}
    </div>
  );
}
