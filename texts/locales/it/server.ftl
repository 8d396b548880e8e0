# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = tutti
# Rooms may be made only in threads.
server-value-threads = solo nei thread
# No role is needed to create rooms.
server-value-everyone = tutti
# A setting switched on.
server-value-on = sì
# A setting switched off.
server-value-off = no
# The default clock is the platform's own.
server-value-platform-clock = quello della piattaforma
# The default clock is none.
server-value-no-clock = senza orologio
# An empty list of players.
server-value-nobody = nessuno

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    Impostazioni di questo server:
    { $list }
    Cambiale con `{ discord-command-ajustes } KEY VALUE` (solo amministratori).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }`: { $value }
server-setting-changed = Fatto: `{ $key }` ora è { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = Solo gli amministratori (con «Gestisci server», o livello di moderatore su Matrix) cambiano le impostazioni. Puoi vederle con `{ discord-command-ajustes }`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = La pagina non ha impostazioni qui: le sceglie chi la gestisce, con le opzioni di avvio.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = «{ $word }» non è un'impostazione: scrivi `{ discord-command-ajustes }` per vedere l'elenco.
server-needs-value = `{ $key }` ha bisogno di un valore, come `{ discord-command-ajustes } { $key } { $example }`.
server-bad-value = `{ $key }` non accetta «{ $word }»; per esempio: `{ discord-command-ajustes } { $key } { $example }`.
server-too-many-channels = Al massimo { $most } canali.
server-too-many-hidden = Al massimo { $most } giocatori nascosti.

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = Qui ogni partita va nel suo thread, e non posso creare thread in questo canale.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = Qui non si creano stanze; prova in { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` è un'impostazione dei server Discord: qui ogni stanza è una comunità a sé.
# A room's thread could not be made or is gone.
server-thread-lost = Il thread di questa partita non esiste o è chiuso: la partita continua qui.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = Per creare stanze qui serve il ruolo <@&{ $role }>.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = Giochi già in { $cap } stanze aperte di questo server, il massimo qui. Prima finiscine o lasciane una.
