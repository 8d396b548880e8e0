# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = Crea una sala en este canal
command-use-join = Únete a una sala por su código
command-use-move = Juega una jugada (o escribe solo la jugada: e3-e4)
command-use-resign = Abandona la partida
command-use-draw = Ofrece o acepta tablas
command-use-takeback = Pide deshacer tu última jugada, o responde a tu rival
command-use-rematch = Pide la revancha
command-use-show = Muestra el tablero
command-use-leave = Deja de mirar o abandona
command-use-give-time = Da tiempo a tu rival para esta jugada
command-use-pings = Menciones cuando te toca
command-use-vacation = Para los relojes de tus partidas unos días (14 al año)
command-use-zone = Tu zona horaria, para la hora del resumen diario
command-use-rules = Las reglas en breve
command-use-language = El idioma del canal
command-use-history = Las últimas partidas del canal y las tuyas
command-use-game = El registro de una partida (o de la de ahora)
command-use-puzzle = Un problema: marca en pocas acciones (problema pista, problema diario)
command-use-analyse = Analiza una partida terminada
command-use-room = La sala del canal: su código, su enlace y quién juega
command-use-widget = Añade el tablero en vivo a esta sala de Matrix como widget (admins)
command-use-profile = Tu puntuación, tus resultados y tu gráfica (o los de otro jugador)
command-use-leaderboard = Los mejores del servidor (o de todos: global)
command-use-tournament = Torneos: suizo o arena, emparejados por el bot
command-use-config = Los ajustes del servidor (los cambian sus administradores)
command-use-help = Los comandos

## What each argument is for (Discord's option descriptions).

command-arg-game = El juego
command-arg-seat = Tu lado
command-arg-time = Tiempo por jugada (1 día si no eliges)
command-arg-rival = Una persona (por el código) o el ordenador
command-arg-level = Nivel del ordenador (4 si no eliges)
command-arg-rated = Puntuada (por defecto) o casual, sin puntos
command-arg-player = El jugador (tú si no eliges)
command-arg-scope = Este servidor o todos
command-arg-form = La imagen, o en texto para lectores de pantalla
command-arg-give = Cuánto: 30s, 5m, 2h, 1d…
command-arg-toggle = Mencionarte cuando te toque
command-arg-answer = Sí o no a la petición del rival
command-arg-away = Cuánto (3d), o fin para terminar
command-arg-hour = La hora del resumen (18h)
command-arg-zone = Tu zona: Europe/Madrid, America/Mexico_City…
command-arg-language = Código del idioma: { $codes }
command-arg-number = Su número en el historial
command-arg-code = El código de 4 letras
command-arg-action = La jugada
command-arg-setting = Qué ajuste
command-arg-value = Su nuevo valor
command-arg-step = crear, unirse, empezar, retirarse o ver
command-arg-rounds = Rondas del suizo (5 si no eliges)
command-arg-length = Minutos de la arena, en vez de suizo

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = Comandos:
# $usage: the command and its arguments; $purpose: a command-use text.
command-help-line = `{ $usage }` — { $purpose }

## The room's card (the room command).

# A taken seat: $team is the side's name, $player the player's.
command-room-seat = { $team } { $player }
# A free seat: $team is the side's name.
command-room-seat-empty = { $team } —
# The room's game: $game its name, $rated rated or casual.
command-room-game = { $game }, { $rated }
# $game: a command-room-game text; $white, $black: command-room-seat texts.
command-room = Sala { $code } ({ $game }): { $white }, { $black }. Para unirse: `unirse { $code }`
# The same, with the room's web link at the end.
command-room-with-link = Sala { $code } ({ $game }): { $white }, { $black }. Para unirse: `unirse { $code }` { $link }
