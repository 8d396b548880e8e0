# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move.
digest-head = { $count ->
    [one] Riepilogo del giorno: tocca a te in { $count } partita.
   *[other] Riepilogo del giorno: tocca a te in { $count } partite.
}
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } contro { $opponent }: { $timed ->
        [yes] restano { $left }
       *[no] senza orologio
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = Fatto: un riepilogo al giorno alle { $hour }:00 ({ $zone }) invece di una menzione su ogni scacchiera. `{ discord-command-zona } Europe/Madrid` cambia il tuo fuso; `{ discord-command-avisos } on` riattiva le menzioni.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = Il tuo fuso orario: { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = Non conosco il fuso «{ $zone }». Scrivilo come nel database IANA: `{ discord-command-zona } Europe/Madrid`, `{ discord-command-zona } America/New_York`.
