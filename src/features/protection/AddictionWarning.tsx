// Island piece. The line "Online gaming is addictive in nature" on the login and registration forms, where the
// tn profile turns it on (COMPLIANCE_PROFILE, src/contract/compliance.ts addiction_warning).
import { useT } from "../../components/ui/i18n.ts";
import { readBoot } from "../../lib/boot/boot.ts";

function warningOn(): boolean {
  try {
    return readBoot().config.complianceRules?.includes("addiction_warning") ?? false;
  } catch {
    return false;
  }
}

export default function AddictionWarning() {
  const t = useT();
  if (!warningOn()) return null;
  return (
    <p className="addiction-warning" role="note" data-testid="addiction-warning">
      {t("protection.warning.addictive")}
    </p>
  );
}
