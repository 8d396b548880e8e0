# What the bot says about vacations (`vacaciones`). $deadline is the
# host's marker (U+E001) for when the vacation ends, which each adapter
# writes its own way; $used, $allowance and $left are durations ("3d").

# `vacaciones` while on vacation: what is used this year, and its end.
vacation-status-running = Vacanze quest'anno: { $used } su { $allowance }. Sei in vacanza fino a { $deadline } (`{ discord-command-vacaciones } end` le termina).
# `vacaciones` with none running: what is used this year.
vacation-status = Vacanze quest'anno: { $used } su { $allowance }. `{ discord-command-vacaciones } 3d` ferma i tuoi orologi per tre giorni.
# A vacation longer than what is left of the year's allowance.
vacation-too-long = Quest'anno non ti restano così tanti giorni di vacanza: te ne restano { $left }.
# The vacation started: in how many timed games the clocks stopped (none:
# no timed game is going, and nobody is told).
vacation-started = { $games ->
    [0] In vacanza fino a { $deadline }. Ora non giochi nessuna partita con l'orologio; quelle che inizierai non si fermano.
    [one] In vacanza fino a { $deadline }: orologio fermo in { $games } partita. Il tuo avversario lo sa.
   *[other] In vacanza fino a { $deadline }: orologi fermi in { $games } partite. I tuoi avversari lo sanno.
}
# `vacaciones fin` with none running.
vacation-none = Non sei in vacanza.
# The vacation ended early; the days not used are given back.
vacation-ended = Vacanze finite: i tuoi orologi ripartono e i giorni che non hai usato tornano a tua disposizione.
# In a game's channel: a player's vacation stopped its clocks.
vacation-paused = { $who } è in vacanza: gli orologi di questa partita sono fermi fino a { $deadline }.
# In a game's channel: the player is back early.
vacation-resumed = { $who } non è più in vacanza: gli orologi di questa partita ripartono.
