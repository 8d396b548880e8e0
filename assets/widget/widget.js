// futbol-bot inside a Matrix room (the widget): the game page, framed by
// Element, with the player the homeserver says it is.
//
// Through matrix-widget-api (the Matrix team's widget side of the Widget
// API, served from this server): Element sends `capabilities` once the
// frame has loaded and then `notify_capabilities` (MSC2871); the widget
// asks for none (get_openid needs no capability, so Element shows no
// capability prompt), and once ready asks for an OpenID token
// (`get_openid`, MSC1960). Element asks the user first, so the first
// answer is usually "request" and the token comes later as
// `openid_credentials`; the library waits for either. The token goes to
// this server with the user and room ids of the widget's address, which
// prove nothing by themselves: the server asks the user's homeserver and
// the bot, and answers with a ticket for the game page's socket.
"use strict";

(function widget() {
  const page = () => window.futbolEmbed;
  const params = new URLSearchParams(location.search);
  // Element adds widgetId and parentUrl to the address of the in-room
  // frame (WidgetMessaging.runUrlTemplate); the bot's template adds the
  // room and the user.
  const widgetId = params.get("widgetId");
  const room = params.get("room");
  const user = params.get("user");
  if (!widgetId || !room || !user || window.parent === window || typeof mxwidgets === "undefined") {
    page().notice(T.widgetOutside, true);
    return;
  }
  // Requests go only to the client's origin when it is known; Element
  // Desktop's (vector://vector) is not an http origin, so "*" then.
  let origin = "*";
  try {
    const parent = new URL(params.get("parentUrl") || "");
    if (parent.protocol === "https:" || parent.protocol === "http:") origin = parent.origin;
  } catch (_) {
    origin = "*";
  }
  // The browser build's global is a function returning the exports
  // (matrix-widget-api issue #25).
  const mx = typeof mxwidgets === "function" ? mxwidgets() : mxwidgets;
  const api = new mx.WidgetApi(widgetId, origin);
  // Element's pushes the page has nothing to do with are acknowledged:
  // unanswered, the library would reply with an error.
  for (const action of ["theme_change", "language_change", "visibility"]) {
    api.on(`action:${action}`, (event) => {
      event.preventDefault();
      api.transport.reply(event.detail, {});
    });
  }
  api.on("ready", async () => {
    page().notice(T.widgetAsking, false);
    let credentials;
    try {
      credentials = await api.requestOpenIDConnectToken();
    } catch (_) {
      page().notice(T.widgetBlocked, true);
      return;
    }
    const answer = await fetch("/widget/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        access_token: credentials.access_token || "",
        matrix_server_name: credentials.matrix_server_name || "",
        user_id: user,
        room_id: room,
      }),
    }).catch(() => null);
    const body = answer ? await answer.json().catch(() => ({})) : {};
    if (!answer || !answer.ok || !body.ticket) {
      page().notice(body.error || T.widgetUnreachable, true);
      return;
    }
    page().start(body.ticket);
  });
  api.start();
})();
