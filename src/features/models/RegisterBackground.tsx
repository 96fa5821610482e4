// Island piece (inside the lazy sign-up modal). The platform's register background behind the registration form
//: absolutely placed under the form (it never moves the form), dimmed, decorative (empty alt).
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { REGISTER_BACKGROUND_SIZE } from "./models.ts";
import { $registerBackground, loadRegisterBackground } from "./register-background.store.ts";

export default function RegisterBackground() {
  const bg = useStore($registerBackground);
  useEffect(() => loadRegisterBackground(), []);
  if (!bg) return null;
  const [width, height] = REGISTER_BACKGROUND_SIZE[bg.layout];
  return (
    <img
      className="register-bg"
      src={bg.src}
      alt=""
      width={width}
      height={height}
      decoding="async"
      data-testid="register-background"
    />
  );
}
