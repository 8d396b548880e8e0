# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = suizo, { $rounds } rondas
# An arena's format in words.
run-format-arena = arena, { $minutes } min
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 Torneo { $id } ({ $game }, { $how }, { $time } por jugada): inscripción abierta. Únete con el botón o `torneo unirse { $id }`. { $organiser } lo empieza con `torneo empezar { $id }`.
# A tournament without a clock is refused.
run-needs-clock = Un torneo necesita reloj: elige un tiempo por jugada, como `torneo crear 1d`.
# Only the community's admins may organise.
run-may-not-organise = Solo los administradores del servidor pueden organizar torneos aquí (con `ajustes torneos si`, cualquiera).
# The organiser holds as many registrations open as one may.
run-too-many = Ya tienes { $most } torneos con la inscripción abierta, el máximo: empieza uno antes.
# No tournament with that number here.
run-unknown = No hay ningún torneo { $id } aquí.
# No number given, and none open in this channel.
run-none-open-here = No hay ningún torneo abierto en este canal: di su número, como `torneo ver 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } se inscribe en el torneo { $id } ({ $count } jugadores).
run-already-in = Ya estás inscrito en el torneo { $id }.
run-full = El torneo { $id } está lleno: admite { $most } jugadores como mucho.
run-closed = La inscripción del torneo { $id } está cerrada.
# Only its organiser (or an admin) starts it.
run-not-organiser = Solo quien organiza el torneo { $id } (o un administrador) puede empezarlo.
run-started-already = El torneo { $id } ya ha empezado.
run-too-few = El torneo { $id } necesita al menos 2 jugadores para empezar.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 Empieza el torneo { $id }: { $players } jugadores, { $how }.
# Someone withdrew.
run-withdrew = { $name } se retira del torneo { $id }: no se le empareja más.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } se retira del torneo { $id }: no se le empareja más. Su partida de la sala { $code } sigue contando: juégala o ríndete.
run-not-in = No estás inscrito en el torneo { $id }.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = Torneo { $id }, inscripción abierta ({ $total }): { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = Torneo { $id } · ronda { $round } de { $rounds }:
# An arena's new games, heading.
run-arena-paired = Arena { $id } · nuevas partidas:
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · sala { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · sala { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = … y { $more } mesas más (`torneo ver { $id }`)
# The bye of the round.
run-bye = Descansa: { $name } (1 punto)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = Torneo { $id }, ronda { $round }: { $white } (blancas) contra { $black } (negras). Sin revancha: la sala se cierra al acabar.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }, tu partida del torneo es aquí: juegas con { $side }.
# The end, under the final standings.
run-over = 🏆 El torneo { $id } ha terminado. Su clasificación y sus partidas: `torneo ver { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = Partidas (`partida N`): { $list }
