// futbol-bot's pages, shared part and the home page (create, join, lobby).
// The game page is room.js. No build step, no framework.
"use strict";

// The page's own texts, in Spanish, English, Arabic and Russian, by the
// browser's language unless the player chose one (the switch in the header).
const TEXTS = {
  es: {
    tagline: "Fútbol-Ajedrez y otros juegos de fútbol en un tablero. Crea una sala y comparte el enlace o el código de 4 letras.",
    name: "Tu nombre", enter: "Entrar", needName: "Escribe tu nombre primero.",
    create: "Crear sala", game: "Juego", mode: "Modo", online: "En línea (un rival se une)",
    local: "Local (dos jugadores, un dispositivo)", computer: "Jugar contra el ordenador",
    level: "Nivel del ordenador", join: "Unirse", code: "Código de la sala", codeLetters: "El código tiene 4 letras.",
    lobby: "Salas esperando rival", lobbyEmpty: "Ninguna sala espera rival ahora mismo.",
    tournament: "Organizar un torneo",
    playComputer: "Jugar contra el ordenador", perMove: "por jugada", noClock: "sin reloj",
    tooMany: "Demasiadas salas creadas: espera un minuto.",
    room: "Sala", connecting: "conectando…", connected: "conectado", reconnecting: "reconectando…",
    download: "Descargar", copy: "Copiar enlace", copied: "¡Copiado!", flip: "Girar tablero", watchers: "Espectadores", rated: "puntuada", casual: "casual", clock: "Reloj:",
    waiting: "Esperando rival", share: "Comparte el código o el enlace:",
    yourTurn: "¡Te toca!", turnOf: (n) => `Le toca a ${n}`, over: "Partida terminada",
    moves: "Jugadas", chat: "Chat", say: "Chat, jugada (e3-e4) o !futbol ayuda", send: "Enviar",
    white: "blancas", black: "negras", onlyYou: "solo tú", choose: "¿Qué jugada?", cancel: "Cancelar",
    pass: "Pasar", endTurn: "Terminar turno", board: "tablero",
    kinds: { move: "Mover", capture: "Capturar", pass: "Pase", cross: "Centro", shot: "Tiro", goal: "¡Gol!",
      kick: "Patada", place: "Colocar", promote: "Coronar", skip: "Pasar", end: "Terminar turno" },
  },
  en: {
    tagline: "Chess football games on one board. Create a room and share the link or the 4-letter code.",
    name: "Your name", enter: "Enter", needName: "Write your name first.",
    create: "Create a room", game: "Game", mode: "Mode", online: "Online (an opponent joins)",
    local: "Local (two players, one device)", computer: "Play the computer",
    level: "Computer level", join: "Join", code: "Room code", codeLetters: "A code is 4 letters.",
    lobby: "Rooms waiting for an opponent", lobbyEmpty: "No room is waiting for an opponent right now.",
    tournament: "Run a tournament",
    playComputer: "Play the computer", perMove: "a move", noClock: "no clock",
    tooMany: "Too many rooms created: wait a minute.",
    room: "Room", connecting: "connecting…", connected: "connected", reconnecting: "reconnecting…",
    download: "Download", copy: "Copy link", copied: "Copied!", flip: "Flip board", watchers: "Watching", rated: "rated", casual: "casual", clock: "Clock:",
    waiting: "Waiting for an opponent", share: "Share the code or the link:",
    yourTurn: "Your turn!", turnOf: (n) => `${n} to move`, over: "Game over",
    moves: "Moves", chat: "Chat", say: "Chat, a move (e3-e4) or !futbol help", send: "Send",
    white: "White", black: "Black", onlyYou: "only you", choose: "Which move?", cancel: "Cancel",
    pass: "Pass", endTurn: "End turn", board: "board",
    kinds: { move: "Move", capture: "Capture", pass: "Pass", cross: "Cross", shot: "Shot", goal: "Goal!",
      kick: "Kick", place: "Place", promote: "Promote", skip: "Pass", end: "End turn" },
  },
  ar: {
    tagline: "كرة القدم بالشطرنج وألعاب كرة قدم أخرى على رقعة واحدة. أنشئ غرفة وشارك الرابط أو الرمز المكوّن من 4 أحرف.",
    name: "اسمك", enter: "دخول", needName: "اكتب اسمك أولًا.",
    create: "إنشاء غرفة", game: "اللعبة", mode: "الوضع", online: "عبر الإنترنت (ينضم خصم)",
    local: "محلي (لاعبان على جهاز واحد)", computer: "العب ضد الكمبيوتر",
    level: "مستوى الكمبيوتر", join: "انضمام", code: "رمز الغرفة", codeLetters: "الرمز من 4 أحرف.",
    lobby: "غرف تنتظر خصمًا", lobbyEmpty: "لا توجد غرفة تنتظر خصمًا الآن.",
    tournament: "نظّم بطولة",
    playComputer: "العب ضد الكمبيوتر", perMove: "لكل حركة", noClock: "بلا ساعة",
    tooMany: "أُنشئت غرف كثيرة جدًا: انتظر دقيقة.",
    room: "الغرفة", connecting: "جارٍ الاتصال…", connected: "متصل", reconnecting: "جارٍ إعادة الاتصال…",
    download: "تنزيل", copy: "نسخ الرابط", copied: "تم النسخ!", flip: "اقلب الرقعة", watchers: "المشاهدون", rated: "محتسبة", casual: "ودية", clock: "الساعة:",
    waiting: "في انتظار خصم", share: "شارك الرمز أو الرابط:",
    yourTurn: "دورك!", turnOf: (n) => `دور ${n}`, over: "انتهت المباراة",
    // U+200E keeps the "!" of "!futbol" beside its word in right-to-left text.
    moves: "الحركات", chat: "الدردشة", say: "دردشة، حركة (e3-e4) أو \u200E!futbol help", send: "إرسال",
    white: "الأبيض", black: "الأسود", onlyYou: "لك وحدك", choose: "أي حركة؟", cancel: "إلغاء",
    pass: "تخطي", endTurn: "إنهاء الدور", board: "الرقعة",
    kinds: { move: "تحريك", capture: "التقاط", pass: "تمريرة", cross: "عرضية", shot: "تسديدة", goal: "هدف!",
      kick: "ركلة", place: "وضع", promote: "ترقية", skip: "تخطي", end: "إنهاء الدور" },
  },
  ru: {
    tagline: "Футбольные шахматы и другие футбольные игры на одной доске. Создай комнату и поделись ссылкой или кодом из 4 букв.",
    name: "Твоё имя", enter: "Войти", needName: "Сначала введи имя.",
    create: "Создать комнату", game: "Игра", mode: "Режим", online: "По сети (соперник присоединится)",
    local: "Локально (два игрока, одно устройство)", computer: "Играть с компьютером",
    level: "Уровень компьютера", join: "Присоединиться", code: "Код комнаты", codeLetters: "Код состоит из 4 букв.",
    lobby: "Комнаты, ждущие соперника", lobbyEmpty: "Сейчас ни одна комната не ждёт соперника.",
    tournament: "Провести турнир",
    playComputer: "Играть с компьютером", perMove: "на ход", noClock: "без часов",
    tooMany: "Создано слишком много комнат: подожди минуту.",
    room: "Комната", connecting: "подключение…", connected: "подключено", reconnecting: "переподключение…",
    download: "Скачать", copy: "Копировать ссылку", copied: "Скопировано!", flip: "Перевернуть доску", watchers: "Зрители", rated: "на рейтинг", casual: "без рейтинга", clock: "Часы:",
    waiting: "Ожидание соперника", share: "Поделись кодом или ссылкой:",
    yourTurn: "Твой ход!", turnOf: (n) => `Ходит ${n}`, over: "Партия окончена",
    moves: "Ходы", chat: "Чат", say: "Чат, ход (e3-e4) или !futbol help", send: "Отправить",
    white: "Белые", black: "Чёрные", onlyYou: "только тебе", choose: "Какой ход?", cancel: "Отмена",
    pass: "Пропустить", endTurn: "Завершить ход", board: "доска",
    kinds: { move: "Ход", capture: "Взятие", pass: "Пас", cross: "Навес", shot: "Удар по воротам", goal: "Гол!",
      kick: "Удар", place: "Расстановка", promote: "Превращение", skip: "Пропуск", end: "Завершить ход" },
  },
};

/// The languages written right to left: the page lays out mirrored (the
/// board keeps its own left-to-right box, see style.css).
const RTL = new Set(["ar"]);

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

/// The page's language: the player's choice, else the browser's.
function language() {
  const chosen = cookie("fb_lang");
  if (TEXTS[chosen]) return chosen;
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const base = tag.slice(0, 2).toLowerCase();
    if (TEXTS[base]) return base;
  }
  return "es";
}

const LANG = language();
const T = TEXTS[LANG];

/// Fills every `data-t` element with its text, sets the switch.
function translate() {
  document.documentElement.lang = LANG;
  document.documentElement.dir = RTL.has(LANG) ? "rtl" : "ltr";
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = T[el.dataset.t];
  for (const el of document.querySelectorAll("[data-t-placeholder]")) el.placeholder = T[el.dataset.tPlaceholder];
  const pick = document.getElementById("lang");
  if (pick) {
    pick.value = LANG;
    pick.addEventListener("change", () => {
      setCookie("fb_lang", pick.value);
      location.reload();
    });
  }
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
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
  document.getElementById("computer").addEventListener("click", () => {
    create({ variant: document.getElementById("variant").value, local: false,
      computer: Number(document.getElementById("level").value) });
  });
  const join = (code) => {
    if (!needName()) return;
    if (!/^[A-Z]{4}$/.test(code)) {
      error.textContent = T.codeLetters;
      return;
    }
    location.href = "/r/" + code;
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
      item.appendChild(el("span", "", room.creator));
      const time = room.per_move ? `${Math.round(room.per_move / 60)} min ${T.perMove}` : T.noClock;
      item.appendChild(el("span", "muted", time));
      const button = el("button", "primary", T.join);
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

translate();
if (document.body.classList.contains("home")) home();
