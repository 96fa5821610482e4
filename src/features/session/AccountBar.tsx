// Placeholder until the members issue lands: the header's account area (login and register buttons).
export default function AccountBar() {
  return (
    <div className="account-bar">
      <button type="button">Log in</button>
      <button type="button">Sign up</button>
    </div>
  );
}
