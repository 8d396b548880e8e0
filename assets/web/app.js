// futbol-bot's page: the home (create / join) and the room (a live chat of
// the bot's messages, boards and buttons). No build step, no framework.
"use strict";

function cookie(name) {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(name + "="));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : "";
}

function setCookie(name, value) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
}

function ensureUser() {
  if (!cookie("fb_uid")) {
    const id = (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2)).replace(/-/g, "");
    setCookie("fb_uid", id);
  }
}

function saveName(input) {
  const name = input.value.trim().slice(0, 32);
  if (name) setCookie("fb_name", name);
  return name;
}

function home() {
  const name = document.getElementById("name");
  const error = document.getElementById("error");
  name.value = cookie("fb_name");
  const needName = () => {
    if (saveName(name)) return true;
    error.textContent = "Escribe tu nombre primero.";
    name.focus();
    return false;
  };
  document.getElementById("create").addEventListener("click", async () => {
    if (!needName()) return;
    const mode = document.getElementById("mode").value;
    const body = {
      variant: document.getElementById("variant").value,
      local: mode === "local",
      computer: mode === "computer" ? Number(document.getElementById("level").value) : null,
    };
    const response = await fetch("/api/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      error.textContent = await response.text();
      return;
    }
    const { code } = await response.json();
    location.href = "/r/" + code;
  });
  document.getElementById("join").addEventListener("click", () => {
    if (!needName()) return;
    const code = document.getElementById("code").value.trim().toUpperCase();
    if (!/^[A-Z]{4}$/.test(code)) {
      error.textContent = "El código tiene 4 letras.";
      return;
    }
    location.href = "/r/" + code;
  });
}

function room() {
  const code = location.pathname.split("/").pop().toUpperCase();
  document.getElementById("room-code").textContent = code;
  const title = "Sala " + code + " — futbol-bot";
  document.title = title;
  const me = "web-" + cookie("fb_uid");
  const log = document.getElementById("log");
  const status = document.getElementById("status");
  let socket = null;

  const send = (message) => {
    // Ask once, on the player's own gesture, whether the page may notify.
    if ("Notification" in window && Notification.permission === "default") {
      Notification.requestPermission();
    }
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  // A board says whose turn it is: the title tells this player, and a
  // notification does when the tab is hidden (if they allowed it).
  const turn = (message) => {
    if (typeof message.turn !== "string") return;
    const mine = message.turn === me;
    document.title = mine ? "¡Te toca! · " + title : title;
    if (mine && document.hidden && "Notification" in window && Notification.permission === "granted") {
      new Notification("futbol-bot: ¡te toca!", { body: message.text || "" });
    }
  };

  const show = (message) => {
    const box = document.createElement("div");
    box.className = "msg " + message.kind + (message.private ? " private" : "");
    if (message.text) {
      const p = document.createElement("p");
      p.textContent = message.text;
      box.appendChild(p);
    }
    if (message.image) {
      const img = document.createElement("img");
      img.className = "board";
      img.alt = "tablero";
      img.src = message.image;
      box.appendChild(img);
    }
    if (message.controls && message.controls.length) {
      const row = document.createElement("div");
      row.className = "controls";
      for (const control of message.controls) {
        if (control.kind === "button") {
          const button = document.createElement("button");
          button.textContent = control.label;
          button.className = control.style;
          button.addEventListener("click", () => send({ kind: "button", id: control.id }));
          row.appendChild(button);
        } else {
          const select = document.createElement("select");
          const first = document.createElement("option");
          first.textContent = control.label;
          first.value = "";
          first.disabled = true;
          first.selected = true;
          select.appendChild(first);
          for (const [label, id] of control.options) {
            const option = document.createElement("option");
            option.textContent = label;
            option.value = id;
            select.appendChild(option);
          }
          select.addEventListener("change", () => {
            if (select.value) send({ kind: "button", id: select.value });
          });
          row.appendChild(select);
        }
      }
      box.appendChild(row);
    }
    log.appendChild(box);
    window.scrollTo(0, document.body.scrollHeight);
  };

  const connect = () => {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/${code}`);
    socket.addEventListener("open", () => (status.textContent = "conectado"));
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      turn(message);
      show(message);
    });
    socket.addEventListener("close", () => {
      status.textContent = "reconectando…";
      setTimeout(connect, 1000);
    });
  };

  document.getElementById("chat").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = document.getElementById("say");
    const text = input.value.trim();
    if (text) send({ kind: "text", text });
    input.value = "";
  });

  if (cookie("fb_name")) {
    connect();
  } else {
    const box = document.getElementById("namebox");
    box.hidden = false;
    document.getElementById("enter").addEventListener("click", () => {
      if (saveName(document.getElementById("name"))) {
        box.hidden = true;
        connect();
      }
    });
  }
}

ensureUser();
if (document.body.classList.contains("home")) home();
else room();
