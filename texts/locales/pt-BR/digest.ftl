# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move.
digest-head = { $count ->
    [one] Resumo do dia: é sua vez em { $count } partida.
   *[other] Resumo do dia: é sua vez em { $count } partidas.
}
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } contra { $opponent }: { $timed ->
        [yes] restam { $left }
       *[no] sem relógio
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = Feito: um resumo por dia às { $hour }:00 ({ $zone }) em vez de uma menção em cada tabuleiro. `{ discord-command-zona } Europe/Madrid` muda seu fuso; `{ discord-command-avisos } on` traz as menções de volta.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = Seu fuso horário: { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = Não conheço o fuso “{ $zone }”. Escreva como na base de fusos IANA: `{ discord-command-zona } Europe/Madrid`, `{ discord-command-zona } America/New_York`.
