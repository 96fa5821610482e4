// Island piece. One choice among a few, as radios: a fieldset named by its legend, a label per choice holding its
// radio and its text. Each form keeps its own look (the fieldset's and each choice's class).
import type { ReactNode } from "react";

export interface RadioGroupProps<V extends string> {
  /** The radios' shared name, unique on the page. */
  name: string;
  legend: string;
  /** A plain legend; by default it looks like a field's label (ui-field__label). */
  plainLegend?: boolean;
  choices: readonly V[];
  /** A choice's text. */
  label: (choice: V) => ReactNode;
  /** The chosen one, or none yet. */
  value: V | "";
  onChange: (choice: V) => void;
  className: string;
  choiceClassName?: string;
  /** The id of the note (its error) that describes the group. */
  describedBy?: string | undefined;
}

export default function RadioGroup<V extends string>({
  name,
  legend,
  plainLegend = false,
  choices,
  label,
  value,
  onChange,
  className,
  choiceClassName,
  describedBy,
}: RadioGroupProps<V>) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={plainLegend ? undefined : "ui-field__label"}>{legend}</legend>
      {choices.map((c) => (
        <label key={c} className={choiceClassName}>
          <input type="radio" name={name} value={c} checked={value === c} onChange={() => onChange(c)} />
          {label(c)}
        </label>
      ))}
    </fieldset>
  );
}
