// Island piece. The length of a time-out or a self-exclusion, one of the contract's lengths as radios under one
// legend, for the Take-a-break dialog and the exclusion pages; the caller's error note (`${id}-error`) describes
// the group while there is one.
import RadioGroup from "../../components/ui/RadioGroup.tsx";
import { useT } from "../../components/ui/i18n.ts";
import type { ExclusionLength } from "../../contract/protection.ts";

export default function LengthChoice<L extends ExclusionLength>({
  id,
  lengths,
  value,
  onChange,
  invalid,
  look,
}: {
  /** The form's id: the radios' name, and the stem of its error note's id. */
  id: string;
  lengths: readonly L[];
  value: L | "";
  onChange: (length: L) => void;
  invalid: boolean;
  /** The classes of the form it sits in (`${look}-lengths`, `${look}-length`). */
  look: "take-break" | "exclusion";
}) {
  const t = useT();
  return (
    <RadioGroup
      name={`${id}-length`}
      legend={t("protection.length.legend")}
      plainLegend
      choices={lengths}
      label={(l: ExclusionLength) => t(`protection.length.${l}`)}
      value={value}
      onChange={onChange}
      className={`${look}-lengths`}
      choiceClassName={`${look}-length`}
      describedBy={invalid ? `${id}-error` : undefined}
    />
  );
}
