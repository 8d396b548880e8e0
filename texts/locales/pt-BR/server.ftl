# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = todos
# Rooms may be made only in threads.
server-value-threads = só em tópicos
# No role is needed to create rooms.
server-value-everyone = todos
# A setting switched on.
server-value-on = sim
# A setting switched off.
server-value-off = não
# The default clock is the platform's own.
server-value-platform-clock = o da plataforma
# The default clock is none.
server-value-no-clock = sem relógio
# An empty list of players.
server-value-nobody = ninguém

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    Configurações deste servidor:
    { $list }
    Altere com `{ discord-command-ajustes } KEY VALUE` (só administradores).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }`: { $value }
server-setting-changed = Feito: `{ $key }` agora é { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = Só os administradores (com “Gerenciar servidor”, ou nível de moderador no Matrix) alteram as configurações. Você pode vê-las com `{ discord-command-ajustes }`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = A página não tem configurações aqui: quem a executa as escolhe, com as opções ao iniciá-la.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = “{ $word }” não é uma configuração: digite `{ discord-command-ajustes }` para ver a lista.
server-needs-value = `{ $key }` precisa de um valor, como `{ discord-command-ajustes } { $key } { $example }`.
server-bad-value = `{ $key }` não aceita “{ $word }”; por exemplo: `{ discord-command-ajustes } { $key } { $example }`.
server-too-many-channels = No máximo { $most } canais.
server-too-many-hidden = No máximo { $most } jogadores ocultos.

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = Aqui cada partida vai no seu próprio tópico, e não consigo criar tópicos neste canal.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = Aqui não se criam salas; tente em { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` é uma configuração dos servidores do Discord: aqui cada sala é sua própria comunidade.
# A room's thread could not be made or is gone.
server-thread-lost = O tópico desta partida não existe ou está fechado: a partida continua aqui.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = Para criar salas aqui é preciso ter o cargo <@&{ $role }>.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = { $cap ->
    [one] Você já joga em { $cap } sala aberta deste servidor, o máximo aqui. Termine ou saia dela antes.
   *[other] Você já joga em { $cap } salas abertas deste servidor, o máximo aqui. Termine ou saia de uma antes.
}
