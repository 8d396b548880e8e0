# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = Erwähnt dich, wenn die Partien des Raums enden (off: hört damit auf)
follow-follows = Du folgst dem Raum { $code }: Ich erwähne dich, wenn eine Partie endet.
follow-stopped = Du folgst dem Raum { $code } nicht mehr.
follow-plays = Du spielst in diesem Raum: Seine Ergebnisse bekommst du sowieso.
follow-full = { $most ->
    [one] Diesem Raum folgt schon { $most } Person, das Maximum.
   *[other] Diesem Raum folgen schon { $most } Personen, das Maximum.
}
# The game's result follows the colon.
follow-ended = { $mention }, die Partie, der du in { $code } folgst, ist zu Ende: { $result }
# The answer's buttons.
follow-unfollow = Nicht mehr folgen
follow-follow-again = Folgen
