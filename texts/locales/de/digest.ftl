# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move.
digest-head = { $count ->
    [one] Zusammenfassung des Tages: Du bist in { $count } Partie am Zug.
   *[other] Zusammenfassung des Tages: Du bist in { $count } Partien am Zug.
}
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } gegen { $opponent }: { $timed ->
        [yes] noch { $left }
       *[no] ohne Uhr
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = Erledigt: eine Zusammenfassung pro Tag um { $hour }:00 Uhr ({ $zone }) statt einer Erwähnung bei jedem Brett. `{ discord-command-zona } Europe/Berlin` ändert deine Zone; `{ discord-command-avisos } on` bringt die Erwähnungen zurück.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = Deine Zeitzone: { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = Die Zone „{ $zone }“ kenne ich nicht. Schreib sie wie in der IANA-Zeitzonendatenbank: `{ discord-command-zona } Europe/Berlin`, `{ discord-command-zona } Europe/Vienna`.
