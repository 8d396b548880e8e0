# `seguir` / `follow` (src/host/command/typed/follow.rs): a spectator
# is mentioned when each game of the room ends. `$mention` stands
# where the platform writes the mention.

follow-describe = Упоминание, когда партии в комнате закончатся (off: отмена)
follow-follows = Вы следите за комнатой { $code }: я упомяну вас, когда закончится каждая партия.
follow-stopped = Вы больше не следите за комнатой { $code }.
follow-plays = Вы играете в этой комнате: её результаты и так придут вам.
follow-full = За этой комнатой уже следят { $most } человек — это максимум.
# The game's result follows the colon.
follow-ended = { $mention }, партия в комнате { $code }, за которой вы следите, закончилась: { $result }
# The answer's buttons.
follow-unfollow = Не следить
follow-follow-again = Следить
