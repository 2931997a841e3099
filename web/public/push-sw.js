// Web push in the service worker (loaded by the generated sw.js through importScripts, web/pwa.ts):
// shows each push as a notification ({ title, body, url, tag } as the server sends it) and opens
// the order's page when the notification is clicked.
self.addEventListener("push", (event) => {
  let message = { title: "Galli", body: "", url: "/track-order" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable payload still shows that something happened.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/icon-192.png",
      data: { url: message.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || "/track-order";
  event.waitUntil(self.clients.openWindow(url));
});
