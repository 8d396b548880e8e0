// futbol-bot's pages, shared part and the home page (create, join, lobby).
// The game page is room.js. No build step, no framework.
//
// Every word comes from the catalogue the server put in the page (the
// `texts` script, `texts/locales/<lang>/page.ftl`), in the one language
// the server chose for this page view: the switch, else the browser's,
// else the room's. The page never picks another.
"use strict";

const T = JSON.parse(document.getElementById("texts").textContent);
const LANG = document.documentElement.lang || "es";

/// A catalogue text with its `{variables}` filled in.
function fmt(text, vars) {
  return String(text).replace(/\{(\w+)\}/g, (all, name) => (name in vars ? String(vars[name]) : all));
}

function cookie(name) {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(name + "="));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : "";
}

function setCookie(name, value) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
}

function saveName(input) {
  const name = input.value.trim().slice(0, 32);
  if (name) setCookie("fb_name", name);
  return name;
}

/// The language switch: the choice is kept and the page made again.
function languageSwitch() {
  const pick = document.getElementById("lang");
  if (!pick) return;
  pick.value = LANG;
  pick.addEventListener("change", () => {
    setCookie("fb_lang", pick.value);
    location.reload();
  });
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/// A line of the bot's text as the page shows it: `code` as code and
/// **bold** as bold, built as elements (never parsed as HTML).
function richText(into, text) {
  String(text).split("`").forEach((part, i) => {
    if (i % 2) {
      into.appendChild(el("code", "", part));
      return;
    }
    part.split("**").forEach((piece, j) => {
      if (!piece) return;
      into.appendChild(j % 2 ? el("strong", "", piece) : document.createTextNode(piece));
    });
  });
  return into;
}

function socketUrl(path) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}${path}`;
}

function home() {
  const name = document.getElementById("name");
  const error = document.getElementById("error");
  name.value = cookie("fb_name");
  const needName = () => {
    if (saveName(name)) return true;
    error.textContent = T.needName;
    name.focus();
    return false;
  };
  const create = async (body) => {
    if (!needName()) return;
    body.lang = LANG;
    const response = await fetch("/api/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      error.textContent = response.status === 429 ? T.tooMany : await response.text();
      return;
    }
    const { code } = await response.json();
    location.href = "/r/" + code;
  };
  document.getElementById("create").addEventListener("click", () => {
    const mode = document.getElementById("mode").value;
    create({
      variant: document.getElementById("variant").value,
      local: mode === "local",
      computer: mode === "computer" ? Number(document.getElementById("level").value) : null,
    });
  });
  // The computer's level matters only against the computer; a how to
  // play page's link chooses the game and the mode.
  const mode = document.getElementById("mode");
  const showLevel = () => (document.getElementById("level-box").hidden = mode.value !== "computer");
  const asked = new URLSearchParams(location.search);
  for (const [key, id] of [["game", "variant"], ["mode", "mode"]]) {
    const select = document.getElementById(id);
    if ([...select.options].some((o) => o.value === asked.get(key))) select.value = asked.get(key);
  }
  mode.addEventListener("change", showLevel);
  showLevel();
  // Joining from here is a choice made: the room page takes the seat.
  const join = (code) => {
    if (!needName()) return;
    if (!/^[A-Z]{4}$/.test(code)) {
      error.textContent = T.codeLetters;
      return;
    }
    location.href = `/r/${code}?join=1`;
  };
  document.getElementById("join").addEventListener("click", () => {
    join(document.getElementById("code").value.trim().toUpperCase());
  });
  lobby(join);
}

/// The live list of rooms waiting for an opponent.
function lobby(join) {
  const list = document.getElementById("lobby");
  const show = (rooms) => {
    list.replaceChildren();
    if (!rooms.length) list.appendChild(el("li", "empty", T.lobbyEmpty));
    for (const room of rooms) {
      const item = el("li", "room-entry");
      item.dataset.code = room.code;
      item.appendChild(el("strong", "", room.code));
      item.appendChild(el("span", "", room.variant));
      item.appendChild(el("bdi", "", room.creator));
      const time = room.per_move ? fmt(T.perMove, { n: Math.round(room.per_move / 60) }) : T.noClock;
      item.appendChild(el("span", "muted", time));
      const button = el("button", "primary", T.join);
      button.setAttribute("aria-label", `${T.join}: ${room.code}, ${room.creator}`);
      button.addEventListener("click", () => join(room.code));
      item.appendChild(button);
      list.appendChild(item);
    }
  };
  const connect = () => {
    const socket = new WebSocket(socketUrl("/lobby"));
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.kind === "lobby") show(message.rooms);
    });
    socket.addEventListener("close", () => setTimeout(connect, 2000));
  };
  connect();
}

/// A page that follows something going on (a tournament) fetches itself
/// again every few seconds and puts in what changed, without a reload.
function refresh() {
  const main = document.querySelector("main[data-refresh]");
  if (!main) return;
  const every = Number(main.dataset.refresh) * 1000;
  const again = async () => {
    try {
      const response = await fetch(main.dataset.path, { cache: "no-store" });
      if (response.ok) {
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const fresh = page.querySelector("main");
        const current = document.querySelector("main");
        if (fresh && current && fresh.innerHTML !== current.innerHTML) {
          current.replaceWith(document.adoptNode(fresh));
          stepper();
        }
        if (fresh && !fresh.dataset.refresh) return;
      }
    } catch (_) {
      // Offline for a moment: try again later.
    }
    setTimeout(again, every);
  };
  setTimeout(again, every);
}

/// An analysed game's stepper: a move chosen (a click, the arrow keys,
/// Home, End) shows its board and caption without a reload; the address
/// keeps the choice. Without this script the moves are plain links.
function stepper() {
  const root = document.getElementById("stepper");
  if (!root || root.dataset.ready) return;
  root.dataset.ready = "1";
  const links = [...root.querySelectorAll("a[data-step]")];
  const board = document.getElementById("step-board");
  const caption = document.getElementById("step-caption");
  const prev = document.getElementById("step-prev");
  const next = document.getElementById("step-next");
  const game = root.dataset.game;
  let at = Number(root.dataset.at) || 0;
  const show = (step, focus) => {
    step = Math.max(0, Math.min(links.length - 1, step));
    at = step;
    for (const link of links) link.removeAttribute("aria-current");
    const link = links[step];
    link.setAttribute("aria-current", "step");
    board.src = `/g/${game}/${step}.png`;
    board.alt = link.textContent;
    caption.textContent = link.textContent;
    prev.href = `?n=${Math.max(0, step - 1)}`;
    next.href = `?n=${Math.min(links.length - 1, step + 1)}`;
    history.replaceState(null, "", `?n=${step}`);
    link.scrollIntoView({ block: "nearest" });
    if (focus) link.focus();
  };
  links.forEach((link, step) => link.addEventListener("click", (event) => {
    event.preventDefault();
    show(step, false);
  }));
  prev.addEventListener("click", (event) => { event.preventDefault(); show(at - 1, false); });
  next.addEventListener("click", (event) => { event.preventDefault(); show(at + 1, false); });
  // Left and right as the page reads: in Arabic the next move is left.
  const forward = document.documentElement.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
  document.addEventListener("keydown", (event) => {
    const inside = root.contains(document.activeElement) || document.activeElement === document.body;
    if (!inside || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = { [forward]: at + 1, ArrowDown: at + 1, [back]: at - 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key], root.contains(document.activeElement));
  });
}

languageSwitch();
refresh();
stepper();
if (document.body.classList.contains("home") && document.getElementById("lobby")) home();
