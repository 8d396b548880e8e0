# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = all
# Rooms may be made only in threads.
server-value-threads = only in threads
# No role is needed to create rooms.
server-value-everyone = everyone
# A setting switched on.
server-value-on = on
# A setting switched off.
server-value-off = off
# The default clock is the platform's own.
server-value-platform-clock = the platform's
# The default clock is none.
server-value-no-clock = no clock
# An empty list of players.
server-value-nobody = nobody

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    This server's settings:
    { $list }
    Change one with `config KEY VALUE` (admins only).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }`: { $value }
server-setting-changed = Done: `{ $key }` is now { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = Only admins (with Manage Server, or moderator level on Matrix) change settings. You can see them with `config`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = The page has no settings here: whoever runs it chooses them with its start-up options.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = “{ $word }” is not a setting: type `config` for the list.
server-needs-value = `{ $key }` needs a value, like `config { $key } { $example }`.
server-bad-value = `{ $key }` does not take “{ $word }”; for example: `config { $key } { $example }`.
server-too-many-channels = At most { $most } channels.
server-too-many-hidden = At most { $most } hidden players.

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = Here every game goes in its own thread, and I can't create threads in this channel.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = Rooms aren't created here; try { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` is a Discord server setting: here each room is its own community.
# A room's thread could not be made or is gone.
server-thread-lost = This game's thread is missing or locked: the game goes on here.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = Creating rooms here takes the <@&{ $role }> role.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = You're already in { $cap } open rooms on this server, the most allowed here. Finish or leave one first.
