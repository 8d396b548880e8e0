# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move.
digest-head = { $count ->
    [one] Resumen del día: te toca en { $count } partida.
   *[other] Resumen del día: te toca en { $count } partidas.
}
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } contra { $opponent }: { $timed ->
        [yes] quedan { $left }
       *[no] sin reloj
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = Hecho: un resumen al día a las { $hour }:00 ({ $zone }) en vez de una mención en cada tablero. `zona Europe/Madrid` cambia tu zona; `avisos si` vuelve a las menciones.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = Tu zona horaria: { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = No conozco la zona «{ $zone }». Escríbela como en la base de zonas IANA: `zona Europe/Madrid`, `zona America/Mexico_City`.
