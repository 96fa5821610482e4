// Browser only. /authCallback (spec 001 §2): the pop-up of a third-party login hands its query to the
// window that opened it (same origin only) and closes; opened directly, it returns to the home page.
const prefix = document.documentElement.dataset["prefix"] ?? "";
if (window.opener && window.opener !== window) {
  try {
    (window.opener as Window).postMessage(
      { type: "lobby:auth-callback", search: window.location.search },
      window.location.origin,
    );
  } finally {
    window.close();
  }
} else if (!window.location.search) {
  window.location.replace(`${prefix}/`);
}
