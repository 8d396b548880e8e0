# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = Menciona você quando as partidas da sala terminam (off: para de mencionar)
follow-follows = Você segue a sala { $code }: vou mencionar você quando cada partida terminar.
follow-stopped = Você não segue mais a sala { $code }.
follow-plays = Você joga nesta sala: os resultados já chegam para você.
follow-full = { $most } pessoas já seguem esta sala, o máximo.
# The game's result follows the colon.
follow-ended = { $mention }, a partida que você segue em { $code } terminou: { $result }
# The answer's buttons.
follow-unfollow = Deixar de seguir
follow-follow-again = Seguir
