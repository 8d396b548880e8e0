# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = Te menciona cuando acaban las partidas de la sala (no: deja de hacerlo)
follow-follows = Sigues la sala { $code }: te mencionaré cuando acabe cada partida.
follow-stopped = Ya no sigues la sala { $code }.
follow-plays = Juegas en esta sala: sus resultados ya te llegan.
follow-full = Ya siguen esta sala { $most } personas, el máximo.
# The game's result follows the colon.
follow-ended = { $mention }, ha acabado la partida que sigues en { $code }: { $result }
# The answer's buttons.
follow-unfollow = Dejar de seguir
follow-follow-again = Seguir
