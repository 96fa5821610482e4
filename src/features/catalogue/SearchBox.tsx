// Island piece. The game search of the hall and the slot list (issue 9 "Search"): a labelled search field whose
// every keystroke updates the results (matchGames), no debounce.
interface Props {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export default function SearchBox({ id, label, placeholder, value, onChange }: Props) {
  return (
    <div className="slot-search" role="search">
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <circle cx="11" cy="11" r="7" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
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
