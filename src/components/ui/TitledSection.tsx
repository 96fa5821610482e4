// Island piece. A section named by its heading (aria-labelledby): the member pages' cards and panels. The
// heading is an h2; `titleClassName` styles it (global.css .panel-title for a card, "sr-only" for a heading that
// only names the section for a screen reader).
import type { ReactNode } from "react";

export interface TitledSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  testId?: string;
  children?: ReactNode;
}

export default function TitledSection({ id, title, className, titleClassName, testId, children }: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={id} {...(testId ? { "data-testid": testId } : {})}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
