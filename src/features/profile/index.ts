// What other parts of the site may use of the profile feature (issue 11 /user/Info).
export { default as ProfileInfo } from "./ProfileInfo.tsx";
export { default as WithdrawPasswordForm } from "./WithdrawPasswordForm.tsx";
