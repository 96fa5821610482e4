// Island piece. The accessible dialog of ModalFrame.tsx with its close button named through i18next (ui.close).
import ModalFrame, { type ModalProps } from "./ModalFrame.tsx";
import { useT } from "./i18n.ts";

export { focusables, type ModalProps } from "./ModalFrame.tsx";

export default function Modal(props: ModalProps) {
  const t = useT();
  return <ModalFrame {...props} closeLabel={t("ui.close")} />;
}
