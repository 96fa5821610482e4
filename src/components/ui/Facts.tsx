// Island part. A list of named figures or details as a <dl>, each pair in a <div> (so CSS can lay the pairs out
// as a grid of boxes or lines): report totals, a member's details, the money of the withdraw-only page, a record
// card's details. Each page had written the same <div><dt/><dd/></div> blocks out for itself.
import type { ReactNode } from "react";

export interface Fact {
  label: ReactNode;
  value: ReactNode;
  /** A test id on the value (<dd>). */
  testId?: string;
  /** A class on the value (<dd>). */
  className?: string;
}

export default function Facts({
  items,
  className,
  testId,
}: {
  items: readonly Fact[];
  className: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {items.map((f, i) => (
        <div key={i}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId} className={f.className}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
