// futbol-bot's game page: one board, updated in place, that players click
// on; the move list and the chat beside it (a drawer on a phone). The
// server sends, with every board, the picture's URL and geometry, the
// legal steps grouped by the square they start from, and the controls
// this page's viewer may use: the page maps a click to a square and a
// square to steps, and never decides what is legal itself. Everything it
// shows is drawn from the last state: a game that ends, in any way,
// changes every open page at once.
"use strict";

(function room() {
  // Inside a chat's client (Discord's Activity, Matrix's widget) the page
  // shows its channel's room, whatever its code, once activity.js or
  // widget.js hands it the server's ticket.
  const activity = document.body.classList.contains("embedded");
  let code = activity ? "" : location.pathname.split("/")[2].toUpperCase();
  let ticket = null;
  let refused = false;
  const $ = (id) => document.getElementById(id);
  const title = document.title;
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
  let watchOnly = false; // the visitor chose to watch
  let announced = null; // the serial last announced
  let confirmFor = null; // the resign button waiting for its answer
  // A visitor who chose to join (from the home page) takes a free seat on
  // arrival; one who followed a link is asked first.
  const sit = new URLSearchParams(location.search).has("join");

  const send = (message) => {
    if ("Notification" in window && Notification.permission === "default") {
      Notification.requestPermission();
    }
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const view = () => state && state.view;
  // The room's link: the one the host keeps (inside Discord, the channel's
  // message once posted), else the page's own; none inside Discord before
  // the board is posted.
  const roomLink = () => (view() && view().link) || (activity ? "" : `${location.origin}/r/${code}`);
  const mine = () => Boolean(view() && view().to_move && (you === "both" || view().to_move === you));
  const isFlipped = () => (flipped !== null ? flipped : you === "black");
  const seated = () => you !== "spectator";
  const teamName = (team) => (team === "white" ? T.white : T.black);

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

  /// The squares the last action named (where it started and ended; a
  /// turn's every step), as the move list writes it.
  const lastMove = (v) => v.moves[v.moves.length - 1];
  const lastSquares = (v) => [...new Set((lastMove(v) || "").match(/[a-i][1-9]/g) || [])];

  /// The marks: the last action's squares for everyone; for the player
  /// to move, the pieces that can act, or the selected one's targets.
  const drawMarks = () => {
    marks.replaceChildren();
    for (const square of lastSquares(view())) {
      const box = el("div", "mark last");
      Object.assign(box.style, boxOf(square));
      marks.appendChild(box);
    }
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

  /// A word under the board when a tap did nothing.
  const tapNote = (text) => ($("tap-note").textContent = text);

  const clicked = (name) => {
    if (!mine() || !name) return;
    hideChooser();
    tapNote("");
    const steps = view().steps;
    if (selected && selected !== name) {
      const hits = (steps[selected] || []).filter((s) => s.to === name);
      if (hits.length === 1) return play(hits[0]);
      if (hits.length > 1) return choose(hits);
    }
    // The picked piece again: put down.
    const again = selected === name;
    if (steps[name] && !again) {
      selected = name;
      return drawMarks();
    }
    const placed = (steps[""] || []).filter((s) => s.to === name);
    selected = null;
    drawMarks();
    if (placed.length) return choose(placed);
    if (!again) tapNote(fmt(T.tapNothing, { square: name }));
  };

  /// Whether the picture shown is the current state's (clicks are read
  /// with its geometry).
  const boardShown = () => view() && board.naturalWidth && board.dataset.serial === String(view().serial);

  board.addEventListener("click", (event) => {
    if (!boardShown()) return;
    const rect = board.getBoundingClientRect();
    const x = ((event.clientX - rect.left) * board.naturalWidth) / rect.width;
    const y = ((event.clientY - rect.top) * board.naturalHeight) / rect.height;
    clicked(squareAt(x, y));
  });
  marks.addEventListener("click", (event) => {
    const square = event.target.dataset && event.target.dataset.square;
    if (square) clicked(square);
  });

  /// Resigning ends a game: it asks once, the safe answer first.
  const askResign = (button) => {
    confirmFor = button;
    $("confirm").hidden = false;
    $("confirm-no").focus();
  };
  const closeConfirm = () => {
    $("confirm").hidden = true;
    const back = confirmFor;
    confirmFor = null;
    if (back && back.isConnected && !back.disabled) back.focus();
  };
  $("confirm-no").addEventListener("click", closeConfirm);
  $("confirm-yes").addEventListener("click", () => {
    const button = confirmFor;
    closeConfirm();
    if (button && !button.disabled) send({ kind: "button", id: button.dataset.id });
  });
  $("confirm").addEventListener("keydown", (event) => {
    if (event.key === "Escape") closeConfirm();
  });

  /// The move picker's first menu (which piece).
  const isPicker = (control) => control.kind === "menu" && control.options.some(([, id]) => /:pick:/.test(id));

  /// The server's controls: buttons, and menus that act only when their
  /// choice is confirmed (Enter, or the button beside it), so moving
  /// through a menu with the arrow keys plays nothing.
  const controlsOf = (controls, into) => {
    for (const control of controls || []) {
      // A finished game's analysis has a page of its own.
      if (control.kind === "link") {
        const link = el("a", "button", T.gameAnalyse);
        link.href = control.url;
        into.appendChild(link);
        continue;
      }
      if (control.kind === "button") {
        const button = el("button", control.style, control.label);
        button.type = "button";
        button.dataset.id = control.id;
        const resign = /:resign:/.test(control.id);
        button.addEventListener("click", () => (resign ? askResign(button) : send({ kind: "button", id: control.id })));
        into.appendChild(button);
        continue;
      }
      const group = el("div", "menu");
      const select = el("select");
      select.setAttribute("aria-label", control.label);
      select.title = T.menuHint;
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
      const picks = isPicker(control);
      const go = el("button", "primary", picks ? T.pick : T.play);
      go.type = "button";
      go.setAttribute("aria-label", `${picks ? T.pick : T.play}: ${control.label}`);
      const commit = () => {
        if (!select.value || select.disabled) return;
        // A piece picked from the menu shows its targets on the board too.
        const square = picks && (select.value.match(/:pick:([a-i][1-9])$/) || [])[1];
        if (square && mine() && view().steps[square]) {
          selected = square;
          drawMarks();
        }
        send({ kind: "button", id: select.value });
      };
      go.addEventListener("click", commit);
      select.addEventListener("keydown", (event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      });
      group.append(select, go);
      into.appendChild(group);
    }
  };

  /// The next step of a move picked from the menu (which action, or the
  /// next page of them): a private answer with the room's menus, shown
  /// under the board where the player looks, and focused, never only in
  /// the chat (a closed drawer on a phone).
  const isStep = (message) =>
    message.private && (message.controls || []).some((c) => c.kind === "menu"
      && c.options.some(([, id]) => id.startsWith(`fb:${code}:`) && /:(act|page):/.test(id)));
  const showStep = (message) => {
    const box = $("step");
    box.replaceChildren();
    if (message.text) {
      const line = el("p");
      richText(line, message.text);
      box.appendChild(line);
    }
    const row = el("div", "controls");
    controlsOf(message.controls, row);
    box.appendChild(row);
    box.hidden = false;
    const first = box.querySelector("select, button");
    (first || box).focus();
  };
  const hideStep = () => {
    $("step").hidden = true;
    $("step").replaceChildren();
  };

  /// Controls from an older board (in the chat column) no longer act.
  const disableOld = () => {
    for (const old of document.querySelectorAll("#log .controls button, #log .controls select")) old.disabled = true;
  };

  const nameOf = (seat) => (seat ? seat.name : "?");
  const clockText = (deadline) => {
    const left = Math.max(0, Math.round(deadline - Date.now() / 1000));
    const h = Math.floor(left / 3600), m = Math.floor((left % 3600) / 60), s = left % 60;
    const two = (n) => String(n).padStart(2, "0");
    return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
  };
  /// The clock's line: shown with each state, and ticked every second.
  const showClock = () => {
    const v = view();
    $("clock").textContent = v && v.clock ? fmt(T.clock, { time: clockText(v.clock.deadline) }) : "";
  };
  setInterval(showClock, 1000);

  /// The moves as players number them (1. e3-e4 e6-g4), in reading order.
  const showMoves = (v) => {
    const moves = $("moves");
    moves.replaceChildren();
    const all = v.moves.slice();
    if (v.pending) all.push(v.pending + " …");
    for (let i = 0; i < all.length; i += 2) {
      const item = el("li", i + 2 > v.moves.length && v.pending ? "pending" : "");
      item.appendChild(el("span", "no", `${i / 2 + 1}.`));
      for (const move of all.slice(i, i + 2)) item.appendChild(el("bdi", "move", move));
      moves.appendChild(item);
    }
    moves.scrollTop = moves.scrollHeight;
  };

  /// What the last action was, and whose (the side that is not to move
  /// now, while the game goes on).
  const lastLine = (v) => {
    const move = lastMove(v);
    if (!move) return "";
    const mover = v.turn === "white" ? v.seats.black : v.seats.white;
    return !v.over && !v.closed && mover ? fmt(T.lastBy, { name: nameOf(mover), move }) : fmt(T.lastMove, { move });
  };

  /// The line that says whose turn it is, or how the game stands.
  const turnLine = (v) => {
    const full = v.seats.white && v.seats.black;
    if (v.over) return T.over;
    if (v.closed) return T.closed;
    if (!full && !v.local) return T.waiting;
    if (mine()) return T.yourTurn;
    const toMove = v.seats[v.turn];
    return toMove ? fmt(T.turnOf, { name: nameOf(toMove) }) : "";
  };

  /// Shows a state message: the board, the header, the moves, the controls.
  const showState = (message) => {
    const before = view();
    state = message;
    you = message.you || "spectator";
    const v = message.view;
    const changed = !before || before.serial !== v.serial;
    if (changed) {
      // A change the player did not make (a board posted to the chat, a
      // spectator come) keeps the piece they picked if it acts just as it
      // did: a tap between two states is not lost.
      const same = (steps) => JSON.stringify(steps && steps[selected]);
      if (!selected || same(before.steps) !== same(v.steps)) {
        selected = null;
        hideChooser();
      }
      disableOld();
      hideStep();
      tapNote("");
      if (!$("confirm").hidden) closeConfirm();
    }
    const seats = v.seats;
    const full = Boolean(seats.white && seats.black);
    $("white-name").textContent = nameOf(seats.white);
    $("black-name").textContent = nameOf(seats.black);
    // Each side's goals beside its name, in the page's direction.
    $("score").replaceChildren(el("span", "", String(v.score[0])), " – ", el("span", "", String(v.score[1])));
    showClock();
    const line = turnLine(v);
    $("turn").textContent = line;
    $("last-line").textContent = lastLine(v);
    $("turn").className = mine() ? "turn mine" : "turn";
    $("watchers").textContent = fmt(T.watchers, { n: v.spectators });
    $("rated").textContent = v.local || seats.white?.computer || seats.black?.computer ? "" : v.rated ? T.rated : T.casual;
    $("legend").textContent = v.variant === "futbol" ? T.legendFutbol : T.legendChess;
    // How it ended, for as long as the page is open.
    const ended = v.over || v.closed;
    $("banner").hidden = !ended;
    $("result").textContent = v.result || (v.closed ? T.closed : T.over);
    $("result").lang = v.result ? v.lang : LANG;
    // The game that ended, findable after a reload: its analysis, its
    // record and its replay.
    $("finished").hidden = !(ended && v.archived);
    if (v.archived) {
      $("game-analysis").href = `/g/${v.archived}`;
      $("game-record").href = `/g/${v.archived}.txt`;
      $("game-replay").href = `/g/${v.archived}/replay.gif`;
    }
    const back = $("tournament-link");
    back.hidden = !v.tournament;
    if (v.tournament) {
      back.href = `/t/${v.tournament}`;
      back.textContent = fmt(T.tournamentBack, { id: v.tournament });
    }
    // Whoever waits for an opponent shares the room; a visitor in no seat
    // is asked whether to play or watch.
    const join = (message.controls || []).find((c) => c.kind === "button" && /:join:/.test(c.id));
    $("waiting").hidden = !(seated() && !full && !v.local && !ended);
    const link = roomLink();
    $("share-link").textContent = link;
    $("share-link").href = link;
    $("share-link").hidden = !link;
    $("copy").hidden = !link;
    $("seat-ask").hidden = !(join && !watchOnly && !seated());
    if (join) {
      $("take-seat").textContent = seats.white ? T.playBlack : T.playWhite;
      $("take-seat").dataset.id = join.id;
    }
    const url = message.board + (isFlipped() ? "-b.png" : ".png");
    if (board.dataset.src !== url) {
      // The marks and the clicks follow this state's geometry, which is
      // the new picture's: until it is shown there are none (over the old
      // picture, whose size may differ, a mark would stand on another
      // square, and the layout would shift under a finger when it loads).
      marks.replaceChildren();
      const next = new Image();
      // The picture shown: marks and clicks once the board element itself
      // has it (its size, and so where each square is, changes then).
      const shown = () => {
        if (state !== message) return;
        board.dataset.serial = String(v.serial);
        drawMarks();
      };
      const show = () => {
        if (state !== message) return; // a newer board came meanwhile
        board.dataset.serial = "";
        board.alt = [v.description, lastLine(v)].filter(Boolean).join(" ");
        board.lang = v.lang;
        board.dataset.src = url;
        if (board.src === new URL(url, location.href).href && board.complete) return shown();
        // Whichever comes, load or error, both listeners go.
        const done = new AbortController();
        const once = () => {
          done.abort();
          shown();
        };
        board.addEventListener("load", once, { signal: done.signal });
        board.addEventListener("error", once, { signal: done.signal });
        board.src = url;
      };
      next.onload = show;
      next.onerror = show;
      next.src = url;
    } else {
      drawMarks();
    }
    showMoves(v);
    const controls = $("controls");
    controls.replaceChildren();
    if (mine()) {
      for (const step of (v.steps[""] || []).filter((s) => !s.to)) {
        const button = el("button", "primary", step.kind === "end" ? T.endTurn : T.pass);
        button.addEventListener("click", () => play(step));
        controls.appendChild(button);
      }
    }
    // The server's controls (Join is asked above); its "end turn" is
    // drawn here from the steps.
    // The move menu only for the side to move (the other player's turn,
    // or the computer's, offers nothing to pick).
    const shown = (message.controls || []).filter((c) => c !== join && !(c.kind === "button" && c.id.endsWith(":act:--"))
      && !(isPicker(c) && !mine()));
    controlsOf(shown, controls);
    // What changed, said once to a screen reader: the last move and the turn.
    if (changed && announced !== null) {
      $("announce").textContent = [ended ? "" : lastLine(v), ended ? $("result").textContent : line].filter(Boolean).join(". ");
    }
    announced = v.serial;
    const turnNow = mine();
    document.title = turnNow ? `${T.yourTurn} · ${title}` : title;
    if (turnNow && shownTurn !== v.serial && document.hidden && "Notification" in window
        && Notification.permission === "granted") {
      new Notification(`futbol-bot: ${T.yourTurn}`);
    }
    shownTurn = turnNow ? v.serial : null;
  };

  /// The computer's move is seen: a state that follows one where the
  /// computer was to move waits until that one was shown for a moment
  /// (its answer may come with the player's own move); a newer state
  /// meanwhile replaces the one waiting.
  const PAUSE = 900;
  let pauseUntil = 0;
  let waiting = null;
  const present = (message) => {
    showState(message);
    const v = message.view;
    const toMove = v.seats[v.turn];
    const computerNext = !v.over && !v.closed && toMove && toMove.computer;
    pauseUntil = computerNext ? Date.now() + PAUSE : 0;
  };
  /// Shows `message` after the pause the state before it asks for.
  const queue = (message) => {
    const wait = pauseUntil - Date.now();
    if (wait <= 0 && !waiting) return present(message);
    if (!waiting) {
      setTimeout(() => {
        const next = waiting;
        waiting = null;
        present(next);
      }, Math.max(wait, 0));
    }
    waiting = message;
  };
  // The computer's reply can come before the state of the move it
  // answers (its search is quick, the answer's delivery not always):
  // it waits a moment for that state, which is shown first.
  let ahead = null;
  const computerIn = (v) => Boolean(v.seats.white?.computer || v.seats.black?.computer);
  const receiveState = (message) => {
    const v = message.view;
    const same = (other) => other && other.view.code === v.code;
    // A state older than one shown or waiting changes nothing.
    const newest = waiting || state;
    if (same(newest) && v.serial < newest.view.serial) return;
    if (same(ahead) && v.serial < ahead.view.serial) {
      const later = ahead;
      ahead = null;
      queue(message);
      return queue(later);
    }
    if (ahead) {
      ahead = message;
      return;
    }
    if (same(state) && v.serial > state.view.serial + 1 && computerIn(v) && !waiting) {
      ahead = message;
      setTimeout(() => {
        const later = ahead;
        ahead = null;
        if (later) queue(later);
      }, 400);
      return;
    }
    queue(message);
  };

  $("take-seat").addEventListener("click", () => {
    const id = $("take-seat").dataset.id;
    // Inside a chat's client the platform says who this is.
    if (!activity && !cookie("fb_name")) {
      $("namebox").hidden = false;
      $("name").focus();
      return;
    }
    if (id) send({ kind: "button", id });
  });
  $("just-watch").addEventListener("click", () => {
    watchOnly = true;
    $("seat-ask").hidden = true;
  });

  const log = $("log");
  const showLine = (message) => {
    const box = el("div", "msg " + message.kind + (message.private ? " private" : ""));
    if (message.private) box.dataset.only = T.onlyYou;
    if (message.text) {
      const line = el("p");
      // A chat line: its author's name, and a player's seat as the server
      // says (a name is only a name, so it is never mixed into the badge);
      // its text as typed. The bot's lines show their formatting.
      if (message.name !== undefined) {
        if (message.seat) line.append(el("span", "seat " + message.seat, teamName(message.seat)), " ");
        line.append(el("bdi", "name", message.name), ": ", message.text);
      } else {
        // A room's line says which language it is in (the page's, or
        // the room's where it could not be said in the page's).
        if (message.lang) line.lang = message.lang;
        richText(line, message.text);
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
        picture.alt = fmt(T.replayAlt, { n: view() ? view().moves.length : 0 });
        box.appendChild(picture);
      }
      const link = el("a", "file", fmt(T.download, { file: file.name }));
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
      board.dataset.serial = "";
      showState(state);
    }
  });
  $("copy").addEventListener("click", async () => {
    const link = roomLink();
    try {
      await navigator.clipboard.writeText(link);
      $("copy").textContent = T.copied;
    } catch (_) {
      window.prompt(T.copy, link);
    }
    setTimeout(() => ($("copy").textContent = T.copy), 1500);
  });

  // On a phone the chat is a drawer over the lower part of the screen;
  // the board stays where it is.
  const toggle = $("chat-toggle");
  toggle.addEventListener("click", () => {
    const open = !document.body.classList.contains("chat-open");
    document.body.classList.toggle("chat-open", open);
    toggle.setAttribute("aria-expanded", String(open));
    toggle.textContent = open ? T.closeChat : T.openChat;
    if (open) $("say").focus();
  });

  const status = $("status");
  const connect = () => {
    const path = activity ? $("embed-status").dataset.socket : `/ws/${code}${sit ? "" : "?watch=1"}`;
    socket = new WebSocket(socketUrl(path));
    socket.addEventListener("open", () => {
      status.textContent = T.connected;
      if (activity) socket.send(JSON.stringify({ kind: "ticket", ticket }));
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.kind === "hello") return;
      if (activity && message.kind === "empty") {
        $("embed-empty").hidden = false;
        return;
      }
      if (activity && message.kind === "refused") {
        refused = true;
        activityNotice(message.text, true);
        return;
      }
      if (activity && message.kind === "state") {
        code = message.view.code;
        $("embed-empty").hidden = true;
      }
      // This page shows its own room only.
      if (message.kind === "state" && message.view.code === code) receiveState(message);
      else if (message.kind === "state") return;
      else if (isStep(message)) showStep(message);
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
      // A closed room has nothing more to say: the page keeps its end.
      if (view() && view().closed && !activity) {
        status.textContent = T.closed;
        return;
      }
      if (refused) return;
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

  // The embedded page's notices: where it stands, or why it has no seat.
  const activityNotice = (text, alert) => {
    const box = $("embed-status");
    box.hidden = false;
    box.setAttribute("role", alert ? "alert" : "status");
    $("embed-text").textContent = text;
  };

  if (activity) {
    window.futbolEmbed = {
      notice: activityNotice,
      start: (given) => {
        ticket = given;
        $("embed-status").hidden = true;
        connect();
      },
    };
    $("embed-create").addEventListener("click", () => send({ kind: "text", text: "!futbol crear" }));
  } else {
    // Anyone may watch, with or without a name; a seat asks for one
    // first, then the page comes back and takes it.
    connect();
    $("enter").addEventListener("click", () => {
      if (saveName($("name"))) location.replace(`${location.pathname}?join=1`);
    });
  }
})();
