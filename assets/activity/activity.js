// futbol-bot inside Discord (the Activity): the game page, framed by
// Discord's client, with the player Discord says it is.
//
// Through the Embedded App SDK (Discord's own, served from this server):
// ready(), then authorize() for an OAuth2 code (scope identify), which this
// server exchanges with Discord for the user and checks against the
// instance Discord reports; then authenticate() with the token, as the
// SDK's flow has it, and the game page opens its socket with the ticket
// the server issued. Nothing here tells the server who the user is: the
// frame's channel_id is sent only for the server to compare with
// Discord's answer.
import { DiscordSDK } from "/.proxy/activity/sdk/index.mjs";

const config = JSON.parse(document.getElementById("activity-config").textContent);
const page = () => window.futbolEmbed;

async function start() {
  let sdk;
  try {
    // The SDK reads frame_id, instance_id and platform from the URL and
    // throws without them: the page was opened outside Discord.
    sdk = new DiscordSDK(config.client_id, { disableConsoleLogOverride: true });
  } catch (_) {
    page().notice(T.activityOutside, true);
    return;
  }
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: config.client_id,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const answer = await fetch("/.proxy/activity/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      code,
      instance_id: sdk.instanceId,
      channel_id: sdk.channelId,
      frame_id: sdk.frameId,
    }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok || !body.ticket) {
    page().notice(body.error || T.activityUnreachable, true);
    return;
  }
  await sdk.commands.authenticate({ access_token: body.access_token });
  page().start(body.ticket);
}

start().catch(() => page().notice(T.activityUnreachable, true));
