# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = { $rounds ->
    [one] Schweizer System, { $rounds } Runde
   *[other] Schweizer System, { $rounds } Runden
}
# An arena's format in words.
run-format-arena = Arena, { $minutes } min
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 Turnier { $id } ({ $game }, { $how }, { $time } pro Zug): Die Anmeldung ist offen. Tritt mit dem Button oder `{ discord-command-torneo } join { $id }` bei. { $organiser } startet es mit `{ discord-command-torneo } start { $id }`.
# A tournament without a clock is refused.
run-needs-clock = Ein Turnier braucht eine Uhr: Wähl eine Zeit pro Zug, z. B. `{ discord-command-torneo } create 1d`.
# Only the community's admins may organise.
run-may-not-organise = Nur die Admins des Servers dürfen hier Turniere veranstalten (mit `{ discord-command-ajustes } tournaments on` darf es jeder).
# The organiser holds as many registrations open as one may.
run-too-many = Du hast schon { $most ->
        [one] { $most } Turnier
       *[other] { $most } Turniere
    } mit offener Anmeldung, das Maximum: Starte vorher eines.
# No tournament with that number here.
run-unknown = Hier gibt es kein Turnier { $id }.
# No number given, and none open in this channel.
run-none-open-here = In diesem Kanal ist kein Turnier offen: Gib seine Nummer an, z. B. `{ discord-command-torneo } show 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } meldet sich zum Turnier { $id } an ({ $count } Spieler).
run-already-in = Du bist schon zum Turnier { $id } angemeldet.
run-full = Das Turnier { $id } ist voll: Es nimmt höchstens { $most } Spieler auf.
run-closed = Die Anmeldung zum Turnier { $id } ist geschlossen.
# Only its organiser (or an admin) starts it.
run-not-organiser = Nur wer das Turnier { $id } veranstaltet (oder ein Admin), kann es starten.
run-started-already = Das Turnier { $id } hat schon begonnen.
run-too-few = Das Turnier { $id } braucht mindestens 2 Spieler, um zu beginnen.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 Das Turnier { $id } beginnt: { $players } Spieler, { $how }.
# Someone withdrew.
run-withdrew = { $name } zieht sich vom Turnier { $id } zurück: keine weiteren Paarungen.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } zieht sich vom Turnier { $id } zurück: keine weiteren Paarungen. Die laufende Partie im Raum { $code } zählt weiter: zu Ende spielen oder aufgeben.
run-not-in = Du bist nicht zum Turnier { $id } angemeldet.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = Turnier { $id }, Anmeldung offen ({ $total }): { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = Turnier { $id } · Runde { $round } von { $rounds }:
# An arena's new games, heading.
run-arena-paired = Arena { $id } · neue Partien:
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · Raum { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · Raum { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = { $more ->
    [one] … und { $more } weiteres Brett (`{ discord-command-torneo } show { $id }`)
   *[other] … und { $more } weitere Bretter (`{ discord-command-torneo } show { $id }`)
}
# The bye of the round.
run-bye = Spielfrei: { $name } (1 Punkt)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = Turnier { $id }, Runde { $round }: { $white } (Weiß) gegen { $black } (Schwarz). Keine Revanche: Der Raum schließt nach der Partie.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }, deine Turnierpartie ist hier: Du spielst mit { $side }.
# The end, under the final standings.
run-over = 🏆 Das Turnier { $id } ist beendet. Tabelle und Partien: `{ discord-command-torneo } show { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = Partien (`{ discord-command-partida } N`): { $list }
