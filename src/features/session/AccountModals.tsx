// Placeholder until the members issue lands: the page's account modals and toasts.
export default function AccountModals() {
  return null;
}
