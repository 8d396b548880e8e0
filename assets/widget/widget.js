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
  // How long the client has to answer before the page explains.
  const CLIENT_WAIT_MS = 10000;
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
  // The client is the parent that parentUrl names. Requests go only to
  // its origin when it is an http one; Element Desktop's
  // (vector://vector) is not, so "*" then.
  let parent;
  try {
    parent = new URL(params.get("parentUrl") || "");
  } catch (_) {
    page().notice(T.widgetOutside, true);
    return;
  }
  const web = parent.protocol === "https:" || parent.protocol === "http:";
  const origin = web ? parent.origin : "*";
  // What the parent's messages carry as their origin (a browser gives a
  // custom scheme's as "scheme://host").
  const parentOrigin = web ? parent.origin : `${parent.protocol}//${parent.host}`;
  // matrix-widget-api's widget side checks no sender unless asked
  // (PostmessageTransport: strictOriginCheck is false, and then compares
  // with the widget's own origin, not the client's): so, before the
  // library hears it, a message is dropped unless it comes from the
  // parent window itself, at the origin parentUrl names. Another frame
  // of the page (another widget, an ad) cannot hand this one credentials.
  const fromClient = (event) =>
    event.source === window.parent && event.origin === parentOrigin;
  window.addEventListener(
    "message",
    (event) => {
      if (!fromClient(event)) event.stopImmediatePropagation();
    },
    true,
  );
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
  // A client that cannot answer (Element's older mobile apps; Element X
  // shows no room widgets) never sends `capabilities` nor answers
  // get_openid: after a while the page says so, and what works instead.
  // A client that answered "request" is asking its user: no deadline then.
  let answered = false;
  const silence = setTimeout(() => {
    if (!answered) page().notice(T.widgetNoAnswer, true);
  }, CLIENT_WAIT_MS);
  window.addEventListener("message", (event) => {
    const message = event.data;
    if (!fromClient(event) || !message || message.api !== "fromWidget") return;
    if (message.action === "get_openid" && message.response) {
      answered = true;
      clearTimeout(silence);
    }
  });
  api.on("ready", async () => {
    page().notice(T.widgetAsking, false);
    let credentials;
    try {
      credentials = await api.requestOpenIDConnectToken();
    } catch (_) {
      // Declined ("blocked"), or never answered: the library gives up on
      // a request after its own timeout (PostmessageTransport, 10 s).
      page().notice(answered ? T.widgetBlocked : T.widgetNoAnswer, true);
      return;
    }
    answered = true;
    clearTimeout(silence);
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
