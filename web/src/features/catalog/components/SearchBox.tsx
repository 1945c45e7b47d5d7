import { Search } from 'lucide-react';
import { useId } from 'react';

interface SearchBoxProps {
  /** What screen readers hear as the field's name, e.g. "Search Prelims Tests". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The list's search field: filters as the learner types (spec section 5: substring on name). */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="form-input rounded-full pl-10"
      />
    </div>
  );
}
