// futbol-bot's game page: one board, updated in place, that players click
// on; the move list and the chat beside it. The server sends, with every
// board, the picture's URL and geometry and the legal steps grouped by the
// square they start from: the page maps a click to a square and a square to
// steps, and never decides what is legal itself.
"use strict";

(function room() {
  const code = location.pathname.split("/")[2].toUpperCase();
  const $ = (id) => document.getElementById(id);
  const title = `${T.room} ${code} — futbol-bot`;
  document.title = title;
  $("room-code").textContent = code;
  const board = $("board");
  const marks = $("marks");
  let socket = null;
  // Which seat this page is: "white", "black", "both" (a local game) or
  // "spectator", as the server says with every state; no page is told
  // anyone's id.
  let you = "spectator";
  let state = null; // the last state message
  let flipped = null; // null: the side of the seat (Black flipped)
  let selected = null; // the square whose steps are shown
  let shownTurn = null;

  const send = (message) => {
    if ("Notification" in window && Notification.permission === "default") {
      Notification.requestPermission();
    }
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const view = () => state && state.view;
  const mine = () => Boolean(view() && view().to_move && (you === "both" || view().to_move === you));
  const isFlipped = () => (flipped !== null ? flipped : you === "black");

  // Squares: names like the engine's (a1 at White's bottom left).
  const squareName = (file, rank) => String.fromCharCode(97 + file) + (rank + 1);
  const squareAt = (x, y) => {
    const g = view().geometry;
    const col = Math.floor((x - g.left) / g.square);
    const row = Math.floor((y - g.top) / g.square);
    if (col < 0 || row < 0 || col >= g.size || row >= g.size) return null;
    const flip = isFlipped();
    const file = flip ? g.size - 1 - col : col;
    const rank = flip ? row : g.size - 1 - row;
    return squareName(file, rank);
  };
  const boxOf = (name) => {
    const g = view().geometry;
    const file = name.charCodeAt(0) - 97;
    const rank = Number(name.slice(1)) - 1;
    const flip = isFlipped();
    const col = flip ? g.size - 1 - file : file;
    const row = flip ? rank : g.size - 1 - rank;
    const pct = (v, of) => `${(100 * v) / of}%`;
    return {
      left: pct(g.left + col * g.square, g.width),
      top: pct(g.top + row * g.square, g.height),
      width: pct(g.square, g.width),
      height: pct(g.square, g.height),
    };
  };

  const mark = (name, className, label) => {
    const box = el("div", "mark " + className);
    Object.assign(box.style, boxOf(name));
    box.dataset.square = name;
    if (label) box.title = label;
    marks.appendChild(box);
  };

  /// The marks: the pieces that can act, or the selected one's targets.
  const drawMarks = () => {
    marks.replaceChildren();
    if (!mine()) return;
    const steps = view().steps;
    if (selected && steps[selected]) {
      mark(selected, "selected");
      // One mark a square, with every kind of step that ends there.
      const kinds = new Map();
      for (const step of steps[selected]) {
        if (!step.to) continue;
        const list = kinds.get(step.to) || [];
        if (!list.includes(step.kind)) list.push(step.kind);
        kinds.set(step.to, list);
      }
      for (const [to, list] of kinds) {
        mark(to, "to " + list.join(" "), list.map((k) => T.kinds[k] || k).join(" / "));
      }
      return;
    }
    for (const from of Object.keys(steps)) if (from) mark(from, "can");
    const places = new Set((steps[""] || []).filter((s) => s.to && s.kind === "place").map((s) => s.to));
    for (const to of places) mark(to, "can place");
  };

  const play = (step) => {
    selected = null;
    hideChooser();
    marks.replaceChildren();
    send({ kind: "act", serial: view().serial, text: step.text });
  };

  const hideChooser = () => {
    $("chooser").hidden = true;
    $("chooser").replaceChildren();
  };

  /// Asks which step, when a click means more than one.
  const choose = (steps) => {
    const box = $("chooser");
    box.replaceChildren(el("p", "", T.choose));
    for (const step of steps) {
      const button = el("button", "choice " + step.kind, `${T.kinds[step.kind] || step.kind} ${step.text}`);
      button.dataset.text = step.text;
      button.addEventListener("click", () => play(step));
      box.appendChild(button);
    }
    const cancel = el("button", "secondary", T.cancel);
    cancel.addEventListener("click", () => {
      hideChooser();
      selected = null;
      drawMarks();
    });
    box.appendChild(cancel);
    box.hidden = false;
  };

  const clicked = (name) => {
    if (!mine() || !name) return;
    hideChooser();
    const steps = view().steps;
    if (selected && selected !== name) {
      const hits = (steps[selected] || []).filter((s) => s.to === name);
      if (hits.length === 1) return play(hits[0]);
      if (hits.length > 1) return choose(hits);
    }
    if (steps[name] && selected !== name) {
      selected = name;
      return drawMarks();
    }
    const placed = (steps[""] || []).filter((s) => s.to === name);
    selected = null;
    drawMarks();
    if (placed.length) choose(placed);
  };

  board.addEventListener("click", (event) => {
    if (!view() || !board.naturalWidth) return;
    const rect = board.getBoundingClientRect();
    const x = ((event.clientX - rect.left) * board.naturalWidth) / rect.width;
    const y = ((event.clientY - rect.top) * board.naturalHeight) / rect.height;
    clicked(squareAt(x, y));
  });
  marks.addEventListener("click", (event) => {
    const square = event.target.dataset && event.target.dataset.square;
    if (square) clicked(square);
  });

  const controlsOf = (controls, into) => {
    for (const control of controls || []) {
      if (control.kind === "button") {
        const button = el("button", control.style, control.label);
        button.addEventListener("click", () => send({ kind: "button", id: control.id }));
        into.appendChild(button);
      } else {
        const select = el("select");
        const first = el("option", "", control.label);
        first.value = "";
        first.disabled = true;
        first.selected = true;
        select.appendChild(first);
        for (const [label, id] of control.options) {
          const option = el("option", "", label);
          option.value = id;
          select.appendChild(option);
        }
        select.addEventListener("change", () => select.value && send({ kind: "button", id: select.value }));
        into.appendChild(select);
      }
    }
  };

  const nameOf = (seat) => (seat ? seat.name : "?");
  const clockText = (deadline) => {
    const left = Math.max(0, Math.round(deadline - Date.now() / 1000));
    const h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    const two = (n) => String(n).padStart(2, "0");
    return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
  };
  setInterval(() => {
    const v = view();
    $("clock").textContent = v && v.clock ? `${T.clock} ${clockText(v.clock.deadline)}` : "";
  }, 1000);

  /// Shows a state message: the board, the header, the moves, the controls.
  const showState = (message) => {
    const before = view();
    state = message;
    you = message.you || "spectator";
    const v = message.view;
    if (!before || before.serial !== v.serial) selected = null;
    const seats = v.seats;
    $("white-name").textContent = nameOf(seats.white);
    $("black-name").textContent = nameOf(seats.black);
    $("score").textContent = `${v.score[0]} – ${v.score[1]}`;
    const toMove = seats[v.turn];
    $("turn").textContent = v.over ? T.over : mine() ? T.yourTurn : toMove ? T.turnOf(nameOf(toMove)) : "";
    $("turn").className = mine() ? "turn mine" : "turn";
    $("watchers").textContent = `${T.watchers}: ${v.spectators}`;
    $("rated").textContent = v.local || seats.white?.computer || seats.black?.computer ? "" : v.rated ? T.rated : T.casual;
    const full = seats.white && seats.black;
    $("waiting").hidden = Boolean(full || v.local);
    const link = v.link || location.href;
    $("share-link").textContent = link;
    $("share-link").href = link;
    const url = message.board + (isFlipped() ? "-b.png" : ".png");
    if (board.dataset.src !== url) {
      const next = new Image();
      next.onload = () => {
        if (state !== message) return; // a newer board came meanwhile
        board.src = url;
        board.alt = v.description;
        board.dataset.src = url;
        board.dataset.serial = String(v.serial);
        drawMarks();
      };
      next.src = url;
    }
    drawMarks();
    const moves = $("moves");
    moves.replaceChildren();
    v.moves.forEach((move, i) => moves.appendChild(el("li", i % 2 ? "black" : "white", move)));
    if (v.pending) moves.appendChild(el("li", "pending", v.pending + " …"));
    moves.scrollTop = moves.scrollHeight;
    const controls = $("controls");
    controls.replaceChildren();
    if (mine()) {
      for (const step of (v.steps[""] || []).filter((s) => !s.to)) {
        const button = el("button", "primary", step.kind === "end" ? T.endTurn : T.pass);
        button.addEventListener("click", () => play(step));
        controls.appendChild(button);
      }
    }
    // The server's buttons; its "end turn" is drawn above from the steps.
    controlsOf((message.controls || []).filter((c) => !(c.kind === "button" && c.id.endsWith(":act:--"))), controls);
    const turnNow = mine();
    document.title = turnNow ? `${T.yourTurn} · ${title}` : title;
    if (turnNow && shownTurn !== v.serial && document.hidden && "Notification" in window
        && Notification.permission === "granted") {
      new Notification(`futbol-bot: ${T.yourTurn}`);
    }
    shownTurn = turnNow ? v.serial : null;
  };

  const log = $("log");
  const showLine = (message) => {
    const box = el("div", "msg " + message.kind + (message.private ? " private" : ""));
    if (message.private) box.dataset.only = T.onlyYou;
    if (message.text) {
      const line = el("p", "", message.text);
      // A chat line: its author's name, and a player's seat as the server
      // says (a name is only a name, so it is never mixed into the badge).
      if (message.name !== undefined) {
        line.prepend(el("span", "name", message.name), ": ");
        if (message.seat) line.prepend(el("span", "seat " + message.seat, message.seat === "white" ? T.white : T.black), " ");
      }
      box.appendChild(line);
    }
    if (message.controls && message.controls.length) {
      const row = el("div", "controls");
      controlsOf(message.controls, row);
      box.appendChild(row);
    }
    // A game's replay shows inline; every file has a download link.
    for (const file of message.files || []) {
      if (file.image) {
        const picture = el("img", "replay");
        picture.src = file.url;
        picture.alt = file.name;
        box.appendChild(picture);
      }
      const link = el("a", "file", `${T.download} ${file.name}`);
      link.href = file.url;
      link.download = file.name;
      box.appendChild(link);
    }
    log.appendChild(box);
    log.scrollTop = log.scrollHeight;
  };

  $("flip").addEventListener("click", () => {
    flipped = !isFlipped();
    if (state) {
      board.dataset.src = "";
      showState(state);
    }
  });
  $("copy").addEventListener("click", async () => {
    const link = (view() && view().link) || location.href;
    try {
      await navigator.clipboard.writeText(link);
      $("copy").textContent = T.copied;
    } catch (_) {
      window.prompt(T.copy, link);
    }
    setTimeout(() => ($("copy").textContent = T.copy), 1500);
  });

  const status = $("status");
  const connect = () => {
    socket = new WebSocket(socketUrl(`/ws/${code}`));
    socket.addEventListener("open", () => (status.textContent = T.connected));
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.kind === "hello") return;
      // This page shows its own room only.
      if (message.kind === "state" && message.view.code === code) showState(message);
      else if (message.kind === "state") return;
      else {
        showLine(message);
        // The daily summary: a notification too, when the page is hidden.
        if (message.kind === "notice" && document.hidden && "Notification" in window
            && Notification.permission === "granted") {
          new Notification("futbol-bot", { body: message.text });
        }
      }
    });
    socket.addEventListener("close", () => {
      status.textContent = T.reconnecting;
      setTimeout(connect, 1000);
    });
  };

  $("chat").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("say");
    const text = input.value.trim();
    if (text) send({ kind: "text", text });
    input.value = "";
  });

  if (cookie("fb_name")) {
    connect();
  } else {
    const box = $("namebox");
    box.hidden = false;
    $("enter").addEventListener("click", () => {
      if (saveName($("name"))) {
        box.hidden = true;
        connect();
      }
    });
  }
})();
