// The offline page's 'Try again' (the app's content security policy allows no inline script): it
// reloads the page the customer asked for, and does so by itself as soon as the connection is back.
const retryButton = document.getElementById("retry");
const statusLine = document.getElementById("status");
const reload = () => window.location.reload();

retryButton.addEventListener("click", () => {
  if (navigator.onLine === false) {
    statusLine.textContent = "Still offline. This page reloads by itself when your connection is back.";
    return;
  }
  statusLine.textContent = "Trying again…";
  reload();
});
window.addEventListener("online", reload);
