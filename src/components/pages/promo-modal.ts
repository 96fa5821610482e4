// Browser only. The promotions list's pop-up (spec 000 §2 "discount list and modal"): a promotion card's
// "details" button opens its <dialog>; the close button, Escape and a backdrop click close it.
document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const opener = target?.closest<HTMLElement>("[data-promo-open]");
  if (opener) {
    const dialog = document.getElementById(opener.dataset["promoOpen"] ?? "");
    if (dialog instanceof HTMLDialogElement) {
      event.preventDefault();
      dialog.showModal();
    }
    return;
  }
  if (target?.closest("[data-promo-close]")) {
    target.closest("dialog")?.close();
    return;
  }
  if (target instanceof HTMLDialogElement) target.close();
});
