# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = все
# Rooms may be made only in threads.
server-value-threads = только в ветках
# No role is needed to create rooms.
server-value-everyone = все
# A setting switched on.
server-value-on = вкл
# A setting switched off.
server-value-off = выкл
# The default clock is the platform's own.
server-value-platform-clock = как на платформе
# The default clock is none.
server-value-no-clock = без часов
# An empty list of players.
server-value-nobody = никто

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    Настройки этого сервера:
    { $list }
    Изменить: `{ discord-command-ajustes } KEY VALUE` (только администраторы).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }`: { $value }
server-setting-changed = Готово: `{ $key }` теперь { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = Настройки меняют только администраторы (с правом «Управлять сервером» или уровнем модератора в Matrix). Посмотреть их: `{ discord-command-ajustes }`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = У страницы здесь нет настроек: их задаёт тот, кто её запускает, параметрами запуска.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = «{ $word }» — не настройка: напиши `{ discord-command-ajustes }`, чтобы увидеть список.
server-needs-value = Для `{ $key }` нужно значение, например `{ discord-command-ajustes } { $key } { $example }`.
server-bad-value = `{ $key }` не принимает «{ $word }»; например: `{ discord-command-ajustes } { $key } { $example }`.
server-too-many-channels = Не больше { $most } каналов.
server-too-many-hidden = Не больше { $most } скрытых игроков.

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = Здесь каждая партия идёт в своей ветке, а в этом канале я не могу создавать ветки.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = Здесь комнаты не создаются; попробуй { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` — настройка серверов Discord: здесь каждая комната — отдельное сообщество.
# A room's thread could not be made or is gone.
server-thread-lost = Ветки этой партии нет или она закрыта: партия продолжается здесь.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = Чтобы создавать комнаты здесь, нужна роль <@&{ $role }>.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = Ты уже в { $cap } открытых комнатах этого сервера — это предел здесь. Сначала закончи или покинь одну.
