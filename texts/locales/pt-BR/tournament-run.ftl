# What the host says while it runs a tournament: registration, the
# organiser's steps, each round's pairings, the boards' first lines and
# every refusal. Names ($name, $white, $black, $organiser) are already
# safe to echo; $id is the tournament's number. Commands in backticks
# are written as typed (Spanish in Spanish, English in every other
# language).

## Formats and registration.

# A Swiss's format in words.
run-format-swiss = { $rounds ->
    [one] suíço, { $rounds } rodada
   *[other] suíço, { $rounds } rodadas
}
# An arena's format in words.
run-format-arena = arena, { $minutes } min
# Registration is open. $game: the game's name; $how: run-format-swiss or
# run-format-arena; $time: the time per move (1d, 23h).
run-created = 🏆 Torneio { $id } ({ $game }, { $how }, { $time } por lance): inscrições abertas. Entre com o botão ou `{ discord-command-torneo } join { $id }`. { $organiser } começa o torneio com `{ discord-command-torneo } start { $id }`.
# A tournament without a clock is refused.
run-needs-clock = Um torneio precisa de relógio: escolha um tempo por lance, como `{ discord-command-torneo } create 1d`.
# Only the community's admins may organise.
run-may-not-organise = Só os administradores do servidor podem organizar torneios aqui (com `{ discord-command-ajustes } tournaments on`, qualquer um pode).
# The organiser holds as many registrations open as one may.
run-too-many = { $most ->
    [one] Você já tem { $most } torneio com inscrições abertas, o máximo: comece-o antes.
   *[other] Você já tem { $most } torneios com inscrições abertas, o máximo: comece um antes.
}
# No tournament with that number here.
run-unknown = Não há nenhum torneio { $id } aqui.
# No number given, and none open in this channel.
run-none-open-here = Não há nenhum torneio aberto neste canal: diga o número dele, como `{ discord-command-torneo } show 3`.
# Someone registered; $count: how many are in now.
run-joined = { $name } se inscreve no torneio { $id } ({ $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    }).
run-already-in = Você já está inscrito no torneio { $id }.
run-full = O torneio { $id } está lotado: aceita no máximo { $most } jogadores.
run-closed = As inscrições do torneio { $id } estão encerradas.
# Only its organiser (or an admin) starts it.
run-not-organiser = Só quem organiza o torneio { $id } (ou um administrador) pode começá-lo.
run-started-already = O torneio { $id } já começou.
run-too-few = O torneio { $id } precisa de pelo menos 2 jogadores para começar.
# It starts now; $how: run-format-swiss or run-format-arena.
run-starts = 🏁 Começa o torneio { $id }: { $players } jogadores, { $how }.
# Someone withdrew.
run-withdrew = { $name } sai do torneio { $id }: sem novos emparelhamentos.
# Someone withdrew while a game of theirs, in room $code, still runs.
run-withdrew-playing = { $name } sai do torneio { $id }: sem novos emparelhamentos. A partida na sala { $code } continua valendo: jogue até o fim ou abandone.
run-not-in = Você não está inscrito no torneio { $id }.
# Before it starts: $total registered; $list: their names, comma-joined,
# with "+N" for those left out.
run-registered = Torneio { $id }, inscrições abertas ({ $total }): { $list }

## Rounds and boards.

# A Swiss round's pairings, heading.
run-round-paired = Torneio { $id } · rodada { $round } de { $rounds }:
# An arena's new games, heading.
run-arena-paired = Arena { $id } · novas partidas:
# One board of the pairings: its number, who plays whom, the room's code.
run-board-line = { $board }. { $white } – { $black } · sala { $code }
# The same, with the room's web address.
run-board-line-linked = { $board }. { $white } – { $black } · sala { $code } <{ $link }>
# The boards a round's list left out.
run-more-boards = { $more ->
    [one] … e mais { $more } mesa (`{ discord-command-torneo } show { $id }`)
   *[other] … e mais { $more } mesas (`{ discord-command-torneo } show { $id }`)
}
# The bye of the round.
run-bye = Folga: { $name } (1 ponto)
# A board's first line in its room; $round: "2/5" (a Swiss) or "#3" (an arena).
run-board-intro = Torneio { $id }, rodada { $round }: { $white } (brancas) contra { $black } (pretas). Sem revanche: a sala fecha ao terminar.
# Pings the board's player who does not move first. $mention: where the
# player is named; $side: their side's name (picture-team).
run-you-play = { $mention }, sua partida do torneio é aqui: você joga com as { $side }.
# The end, under the final standings.
run-over = 🏆 O torneio { $id } terminou. Classificação e partidas: `{ discord-command-torneo } show { $id }`.
# The games of a tournament; $list: their archive numbers ("#1 #2").
run-games = Partidas (`{ discord-command-partida } N`): { $list }
