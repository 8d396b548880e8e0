# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = svizzero, { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }
# An arena's format in words.
run-format-arena = arena, { $minutes } min
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 Torneo { $id } ({ $game }, { $how }, { $time } per mossa): iscrizioni aperte. Iscriviti con il pulsante o con `{ discord-command-torneo } join { $id }`. { $organiser } lo avvia con `{ discord-command-torneo } start { $id }`.
# A tournament without a clock is refused.
run-needs-clock = Un torneo ha bisogno dell'orologio: scegli un tempo per mossa, come `{ discord-command-torneo } create 1d`.
# Only the community's admins may organise.
run-may-not-organise = Solo gli amministratori del server possono organizzare tornei qui (con `{ discord-command-ajustes } tournaments on`, chiunque).
# The organiser holds as many registrations open as one may.
run-too-many = Hai già { $most } tornei con le iscrizioni aperte, il massimo: prima avviane uno.
# No tournament with that number here.
run-unknown = Qui non c'è nessun torneo { $id }.
# No number given, and none open in this channel.
run-none-open-here = Non c'è nessun torneo aperto in questo canale: indica il suo numero, come `{ discord-command-torneo } show 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } si iscrive al torneo { $id } ({ $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }).
run-already-in = Sei già iscritto al torneo { $id }.
run-full = Il torneo { $id } è pieno: ammette al massimo { $most } giocatori.
run-closed = Le iscrizioni al torneo { $id } sono chiuse.
# Only its organiser (or an admin) starts it.
run-not-organiser = Solo chi organizza il torneo { $id } (o un amministratore) può avviarlo.
run-started-already = Il torneo { $id } è già iniziato.
run-too-few = Il torneo { $id } ha bisogno di almeno 2 giocatori per iniziare.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 Inizia il torneo { $id }: { $players } giocatori, { $how }.
# Someone withdrew.
run-withdrew = { $name } si ritira dal torneo { $id }: niente più abbinamenti.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } si ritira dal torneo { $id }: niente più abbinamenti. La sua partita nella stanza { $code } conta ancora: giocala o abbandonala.
run-not-in = Non sei iscritto al torneo { $id }.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = Torneo { $id }, iscrizioni aperte ({ $total }): { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = Torneo { $id } · turno { $round } di { $rounds }:
# An arena's new games, heading.
run-arena-paired = Arena { $id } · nuove partite:
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · stanza { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · stanza { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = { $more ->
        [one] … e { $more } altra scacchiera (`{ discord-command-torneo } show { $id }`)
       *[other] … e altre { $more } scacchiere (`{ discord-command-torneo } show { $id }`)
    }
# The bye of the round.
run-bye = Riposa: { $name } (1 punto)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = Torneo { $id }, turno { $round }: { $white } (bianco) contro { $black } (nero). Niente rivincita: la stanza si chiude alla fine.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }, la tua partita del torneo è qui: giochi con il { $side }.
# The end, under the final standings.
run-over = 🏆 Il torneo { $id } è finito. Classifica e partite: `{ discord-command-torneo } show { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = Partite (`{ discord-command-partida } N`): { $list }
