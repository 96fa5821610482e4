// What other parts of the site may use of the daily sign-in feature (spec 000 §3; our contract signin.ts).
export { default as SigninCard } from "./SigninCard.tsx";
