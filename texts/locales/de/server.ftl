# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = alle
# Rooms may be made only in threads.
server-value-threads = nur in Threads
# No role is needed to create rooms.
server-value-everyone = alle
# A setting switched on.
server-value-on = an
# A setting switched off.
server-value-off = aus
# The default clock is the platform's own.
server-value-platform-clock = die der Plattform
# The default clock is none.
server-value-no-clock = ohne Uhr
# An empty list of players.
server-value-nobody = niemand

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    Einstellungen dieses Servers:
    { $list }
    Ändern mit `{ discord-command-ajustes } KEY VALUE` (nur Admins).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }`: { $value }
server-setting-changed = Erledigt: `{ $key }` ist jetzt { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = Nur Admins (mit „Server verwalten“ oder Moderatorstufe in Matrix) ändern die Einstellungen. Ansehen kannst du sie mit `{ discord-command-ajustes }`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = Die Seite hat hier keine Einstellungen: Wer sie betreibt, legt sie mit den Startoptionen fest.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = „{ $word }“ ist keine Einstellung: Schreib `{ discord-command-ajustes }` für die Liste.
server-needs-value = `{ $key }` braucht einen Wert, z. B. `{ discord-command-ajustes } { $key } { $example }`.
server-bad-value = `{ $key }` akzeptiert „{ $word }“ nicht; zum Beispiel: `{ discord-command-ajustes } { $key } { $example }`.
server-too-many-channels = { $most ->
    [one] Höchstens { $most } Kanal.
   *[other] Höchstens { $most } Kanäle.
}
server-too-many-hidden = { $most ->
    [one] Höchstens { $most } versteckter Spieler.
   *[other] Höchstens { $most } versteckte Spieler.
}

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = Hier bekommt jede Partie ihren eigenen Thread, und ich kann in diesem Kanal keine Threads erstellen.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = Hier werden keine Räume erstellt; versuch es in { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` ist eine Einstellung für Discord-Server: Hier ist jeder Raum seine eigene Community.
# A room's thread could not be made or is gone.
server-thread-lost = Der Thread dieser Partie existiert nicht oder ist geschlossen: Die Partie geht hier weiter.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = Um hier Räume zu erstellen, brauchst du die Rolle <@&{ $role }>.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = Du spielst schon in { $cap ->
        [one] { $cap } offenen Raum
       *[other] { $cap } offenen Räumen
    } auf diesem Server, das Maximum hier. Beende oder verlass vorher einen.
