# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = Mention à la fin des parties de la salle (off : arrête)
follow-follows = Tu suis la salle { $code } : je te mentionnerai à la fin de chaque partie.
follow-stopped = Tu ne suis plus la salle { $code }.
follow-plays = Tu joues dans cette salle : ses résultats t'arrivent déjà.
follow-full = { $most } personnes suivent déjà cette salle, c'est le maximum.
# The game's result follows the colon.
follow-ended = { $mention }, la partie que tu suis dans { $code } est terminée : { $result }
# The answer's buttons.
follow-unfollow = Ne plus suivre
follow-follow-again = Suivre
