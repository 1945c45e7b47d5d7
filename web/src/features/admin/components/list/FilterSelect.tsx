import { useId } from 'react';
import { useRefChoices } from '../../api/choices';
import type { FilterSpec } from '../../model/resource';

interface FilterSelectProps {
  filter: FilterSpec;
  value: string;
  onChange: (value: string) => void;
}

/** A list filter as a labelled select: "All" or one choice (fixed, or read from another resource). */
export function FilterSelect({ filter, value, onChange }: FilterSelectProps) {
  const id = useId();
  const { choices: refChoices } = useRefChoices(filter.ref);
  const choices = filter.choices ?? refChoices;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        {filter.label}
      </label>
      <select
        id={id}
        className="form-input form-select w-auto max-w-[16rem] py-2 text-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
