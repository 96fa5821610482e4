// Island piece. The game search of the hall and the slot list ("Search"): a labelled search field whose
// every keystroke updates the results (matchGames), no debounce. The field is rendered on the server, so a person
// on a slow phone can type before the island hydrates; React keeps its own "" then, and the words would sit in
// the field with nothing searched. On mount the field hands over what it already holds.
import { useEffect, useRef } from "react";
import SearchIcon from "../../components/ui/SearchIcon.tsx";

interface Props {
  id: string;
  label: string;
  /** The hint inside the empty field; by default the label. */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

export default function SearchBox({ id, label, placeholder = label, value, onChange }: Props) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed !== value) onChange(typed);
    // Once, at hydration: later keystrokes arrive through onChange.
  }, []);
  return (
    <div className="search-box slot-search" role="search">
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <SearchIcon />
      <input
        ref={field}
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
