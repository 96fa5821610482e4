// Browser only. /close is the lobby address given to game providers (spec 000 §2): a game window closes
// itself; a game that ran in this window returns to the home page.
if (window.opener && window.opener !== window) {
  window.close();
} else {
  const prefix = document.documentElement.dataset["prefix"] ?? "";
  window.location.replace(`${prefix}/`);
}
