# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move.
digest-head = { $count ->
    [one] Today's summary: it is your move in { $count } game.
   *[other] Today's summary: it is your move in { $count } games.
}
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } against { $opponent }: { $timed ->
        [yes] { $left } left
       *[no] no clock
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = Done: one summary a day at { $hour }:00 ({ $zone }) instead of a mention on every board. `timezone Europe/Madrid` sets your zone; `pings on` brings the mentions back.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = Your time zone: { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = I do not know the zone “{ $zone }”. Write it as the IANA database does: `timezone Europe/Madrid`, `timezone America/New_York`.
