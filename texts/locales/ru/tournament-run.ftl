# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = швейцарка, туров: { $rounds }
# An arena's format in words.
run-format-arena = арена, { $minutes } мин
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 Турнир { $id } ({ $game }, { $how }, { $time } на ход): регистрация открыта. Вступай кнопкой или `{ discord-command-torneo } join { $id }`. { $organiser } начнёт его командой `{ discord-command-torneo } start { $id }`.
# A tournament without a clock is refused.
run-needs-clock = Турниру нужны часы: выбери время на ход, например `{ discord-command-torneo } create 1d`.
# Only the community's admins may organise.
run-may-not-organise = Проводить турниры здесь могут только администраторы сервера (после `{ discord-command-ajustes } tournaments on` — все).
# The organiser holds as many registrations open as one may.
run-too-many = У тебя уже { $most } турнира с открытой регистрацией — это предел: сначала начни один.
# No tournament with that number here.
run-unknown = Турнира { $id } здесь нет.
# No number given, and none open in this channel.
run-none-open-here = В этом канале нет открытого турнира: назови его номер, например `{ discord-command-torneo } show 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } вступает в турнир { $id } (игроков: { $count }).
run-already-in = Ты уже в турнире { $id }.
run-full = Турнир { $id } заполнен: в нём не больше { $most } игроков.
run-closed = Регистрация в турнир { $id } закрыта.
# Only its organiser (or an admin) starts it.
run-not-organiser = Начать турнир { $id } может только его организатор (или администратор).
run-started-already = Турнир { $id } уже начался.
run-too-few = Для начала турнира { $id } нужно хотя бы 2 игрока.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 Турнир { $id } начинается: игроков { $players }, { $how }.
# Someone withdrew.
run-withdrew = { $name } выходит из турнира { $id }: новых пар не будет.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } выходит из турнира { $id }: новых пар не будет. Партия в комнате { $code } ещё считается: доиграй или сдайся.
run-not-in = Тебя нет в турнире { $id }.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = Турнир { $id }, регистрация открыта ({ $total }): { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = Турнир { $id } · тур { $round } из { $rounds }:
# An arena's new games, heading.
run-arena-paired = Арена { $id } · новые партии:
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · комната { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · комната { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = … и ещё досок: { $more } (`{ discord-command-torneo } show { $id }`)
# The bye of the round.
run-bye = Свободен: { $name } (1 очко)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = Турнир { $id }, тур { $round }: { $white } (белые) против { $black } (чёрные). Без реванша: комната закроется после партии.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }, твоя турнирная партия здесь: ты играешь за { $side }.
# The end, under the final standings.
run-over = 🏆 Турнир { $id } окончен. Таблица и партии: `{ discord-command-torneo } show { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = Партии (`{ discord-command-partida } N`): { $list }
