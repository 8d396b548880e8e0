# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = { $rounds ->
    [one] suisse, { $rounds } ronde
   *[other] suisse, { $rounds } rondes
}
# An arena's format in words.
run-format-arena = arène, { $minutes } min
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 Tournoi { $id } ({ $game }, { $how }, { $time } par coup) : inscriptions ouvertes. Inscris-toi avec le bouton ou `{ discord-command-torneo } join { $id }`. { $organiser } le lance avec `{ discord-command-torneo } start { $id }`.
# A tournament without a clock is refused.
run-needs-clock = Un tournoi a besoin d'une pendule : choisis un temps par coup, comme `{ discord-command-torneo } create 1d`.
# Only the community's admins may organise.
run-may-not-organise = Seuls les administrateurs du serveur peuvent organiser des tournois ici (avec `{ discord-command-ajustes } tournaments on`, tout le monde peut).
# The organiser holds as many registrations open as one may.
run-too-many = Tu as déjà { $most } tournois aux inscriptions ouvertes, le maximum : lances-en un d'abord.
# No tournament with that number here.
run-unknown = Il n'y a pas de tournoi { $id } ici.
# No number given, and none open in this channel.
run-none-open-here = Aucun tournoi n'est ouvert dans ce salon : donne son numéro, comme `{ discord-command-torneo } show 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } s'inscrit au tournoi { $id } ({ $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }).
run-already-in = Tu participes déjà au tournoi { $id }.
run-full = Le tournoi { $id } est complet : il accepte { $most } joueurs au plus.
run-closed = Les inscriptions du tournoi { $id } sont closes.
# Only its organiser (or an admin) starts it.
run-not-organiser = Seul l'organisateur du tournoi { $id } (ou un administrateur) peut le lancer.
run-started-already = Le tournoi { $id } a déjà commencé.
run-too-few = Le tournoi { $id } a besoin d'au moins 2 joueurs pour commencer.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 Le tournoi { $id } commence : { $players } joueurs, { $how }.
# Someone withdrew.
run-withdrew = { $name } se retire du tournoi { $id } : plus aucun appariement.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } se retire du tournoi { $id } : plus aucun appariement. Sa partie de la salle { $code } compte toujours : joue-la ou abandonne.
run-not-in = Tu ne participes pas au tournoi { $id }.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = Tournoi { $id }, inscriptions ouvertes ({ $total }) : { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = Tournoi { $id } · ronde { $round } sur { $rounds } :
# An arena's new games, heading.
run-arena-paired = Arène { $id } · nouvelles parties :
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · salle { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · salle { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = … et { $more ->
        [one] { $more } table de plus
       *[other] { $more } tables de plus
    } (`{ discord-command-torneo } show { $id }`)
# The bye of the round.
run-bye = Exempt : { $name } (1 point)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = Tournoi { $id }, ronde { $round } : { $white } (blancs) contre { $black } (noirs). Pas de revanche : la salle se ferme à la fin.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }, ta partie du tournoi est ici : tu joues les { $side }.
# The end, under the final standings.
run-over = 🏆 Le tournoi { $id } est terminé. Son classement et ses parties : `{ discord-command-torneo } show { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = Parties (`{ discord-command-partida } N`) : { $list }
