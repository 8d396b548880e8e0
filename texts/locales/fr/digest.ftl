# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move.
digest-head = { $count ->
    [one] Résumé du jour : c'est ton tour dans { $count } partie.
   *[other] Résumé du jour : c'est ton tour dans { $count } parties.
}
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } contre { $opponent } : { $timed ->
        [yes] { $left } restant
       *[no] sans pendule
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = C'est fait : un résumé par jour à { $hour }:00 ({ $zone }) au lieu d'une mention à chaque plateau. `{ discord-command-zona } Europe/Madrid` change ton fuseau ; `{ discord-command-avisos } on` remet les mentions.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = Ton fuseau horaire : { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = Je ne connais pas le fuseau « { $zone } ». Écris-le comme dans la base IANA : `{ discord-command-zona } Europe/Madrid`, `{ discord-command-zona } America/New_York`.
