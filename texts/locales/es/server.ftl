# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = todos
# Rooms may be made only in threads.
server-value-threads = solo en hilos
# No role is needed to create rooms.
server-value-everyone = todos
# A setting switched on.
server-value-on = sí
# A setting switched off.
server-value-off = no
# The default clock is the platform's own.
server-value-platform-clock = el de la plataforma
# The default clock is none.
server-value-no-clock = sin reloj
# An empty list of players.
server-value-nobody = nadie

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    Ajustes de este servidor:
    { $list }
    Cámbialos con `ajustes CLAVE VALOR` (solo administradores).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }`: { $value }
server-setting-changed = Hecho: `{ $key }` ahora es { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = Solo los administradores (con «Gestionar servidor», o nivel de moderador en Matrix) cambian los ajustes. Puedes verlos con `ajustes`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = La página no tiene ajustes aquí: los elige quien la ejecuta, con las opciones al arrancarla.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = «{ $word }» no es un ajuste: escribe `ajustes` para ver la lista.
server-needs-value = `{ $key }` necesita un valor, como `ajustes { $key } { $example }`.
server-bad-value = `{ $key }` no admite «{ $word }»; por ejemplo: `ajustes { $key } { $example }`.
server-too-many-channels = Como mucho { $most } canales.
server-too-many-hidden = Como mucho { $most } jugadores ocultos.

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = Aquí cada partida va en su hilo, y no puedo crear hilos en este canal.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = Aquí no se crean salas; prueba en { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` es un ajuste de los servidores de Discord: aquí cada sala es su propia comunidad.
# A room's thread could not be made or is gone.
server-thread-lost = El hilo de esta partida no existe o está cerrado: la partida sigue aquí.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = Para crear salas aquí hace falta el rol <@&{ $role }>.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = Ya juegas en { $cap } salas abiertas de este servidor, el máximo aquí. Termina o deja una antes.
