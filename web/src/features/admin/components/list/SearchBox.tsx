import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@/components/form/SearchField';

const TYPING_PAUSE_MS = 350;

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (query: string) => void;
}

/** A search field that asks the server once typing pauses, not on every key. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
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

  return <SearchField label={label} value={text} onChange={setText} size="compact" />;
}
