// A register setting as the platform sends it for one field: shown in the member centre, not required, not unique.
import type { RegisterSetting } from "../../../src/contract/register.ts";

export const setting = (name: string, over: Partial<RegisterSetting> = {}): RegisterSetting =>
  ({
    name,
    currency: "INR",
    is_display: 1,
    is_required: 0,
    is_unique: 0,
    is_member_center: 1,
    is_verification: 0,
    ...over,
  }) as RegisterSetting;
