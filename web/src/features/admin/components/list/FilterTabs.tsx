import { useEffect } from 'react';
import { useRefChoices } from '../../api/choices';
import type { FilterSpec } from '../../model/resource';

interface FilterTabsProps {
  filter: FilterSpec;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter with few, always-relevant choices (the site's sections) as a row of toggle buttons:
 * one is pressed; each is an ordinary button in the Tab order. Choices looked up from another
 * resource press the first once they load, as fixed ones do from the start.
 */
export function FilterTabs({ filter, value, onChange }: FilterTabsProps) {
  const { choices: refChoices } = useRefChoices(filter.choices ? undefined : filter.ref);
  const choices = filter.choices ?? refChoices;
  const first = choices[0]?.value;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  return (
    <div role="group" aria-label={filter.label} className="-mx-1 mb-4 flex gap-1 overflow-x-auto px-1 pb-1">
      {choices.map((choice) => {
        const selected = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(choice.value)}
            className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
              selected ? 'bg-navy-900 text-white' : 'bg-white text-navy-800 ring-1 ring-slate-200 hover:bg-navy-50'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
