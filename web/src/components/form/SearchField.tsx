import { Search } from 'lucide-react';
import { useId } from 'react';

interface SearchFieldProps {
  /** What screen readers hear as the field's name, e.g. "Search Prelims Tests". */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** `compact` for the staff console's dense toolbars. */
  size?: 'regular' | 'compact';
}

const STYLES = {
  regular: { icon: 'left-3.5', input: 'rounded-full pl-10' },
  compact: { icon: 'left-3', input: 'py-2 pl-9 text-sm' },
} as const;

/** A labelled search input with its magnifier icon, for list filters on both sides of the app. */
export function SearchField({ label, placeholder = label, value, onChange, size = 'regular' }: SearchFieldProps) {
  const id = useId();
  const style = STYLES[size];
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className={`pointer-events-none absolute top-1/2 ${style.icon} size-4 -translate-y-1/2 text-slate-400`}
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={`form-input ${style.input}`}
      />
    </div>
  );
}
