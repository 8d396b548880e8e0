# The daily summary in words, and the answers to `avisos resumen` and
# `zona`.

# The summary's first line: in how many games it is the reader's move
# (the number after a colon, the same form for every count).
digest-head = Сводка дня: твой ход в партиях: { $count }.
# One game of the summary: its room's code, the opponent, the time left
# on its clock ($timed: yes or no; $left: a duration, "1h") and, when the
# room has one, its link ($linked: yes or no).
digest-line = • { $code } против { $opponent }: { $timed ->
        [yes] осталось { $left }
       *[no] без часов
    }{ $linked ->
        [yes] {" — "}{ $link }
       *[no] {""}
    }
# `avisos resumen 18h`: the summary's hour set, in the reader's zone.
digest-set = Готово: одна сводка в день в { $hour }:00 ({ $zone }) вместо упоминания на каждой доске. `{ discord-command-zona } Europe/Madrid` задаёт твой часовой пояс; `{ discord-command-avisos } on` возвращает упоминания.
# `zona NAME`: the zone set (or, without a name, the one in use).
digest-zone-set = Твой часовой пояс: { $zone }.
# `zona NAME` with a name the time zone database does not know.
digest-zone-unknown = Не знаю пояс «{ $zone }». Напиши его как в базе IANA: `{ discord-command-zona } Europe/Moscow`, `{ discord-command-zona } Asia/Yekaterinburg`.
