# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = Mentions you when the room's games end (off: stops)
follow-follows = You follow room { $code }: I will mention you when each game ends.
follow-stopped = You no longer follow room { $code }.
follow-plays = You play in this room: its results reach you anyway.
follow-full = { $most } people already follow this room, the most it takes.
# The game's result follows the colon.
follow-ended = { $mention }, the game you follow in { $code } has ended: { $result }
# The answer's buttons.
follow-unfollow = Unfollow
follow-follow-again = Follow
