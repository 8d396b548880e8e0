# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = Ti menziona quando finiscono le partite della stanza (off: smette)
follow-follows = Segui la stanza { $code }: ti menzionerò quando finisce ogni partita.
follow-stopped = Non segui più la stanza { $code }.
follow-plays = Giochi in questa stanza: i suoi risultati ti arrivano già.
follow-full = Questa stanza è già seguita da { $most } persone, il massimo.
# The game's result follows the colon.
follow-ended = { $mention }, la partita che segui in { $code } è finita: { $result }
# The answer's buttons.
follow-unfollow = Smetti di seguire
follow-follow-again = Segui
