import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

const TYPING_PAUSE_MS = 350;

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (query: string) => void;
}

/** A search field that asks the server once typing pauses, not on every key. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // The address changed from elsewhere (back button, a reset): show what the list shows.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        className="form-input py-2 pl-9 text-sm"
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
