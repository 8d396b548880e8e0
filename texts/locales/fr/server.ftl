# What the host says about a community's settings: the list `config`
# shows, a change made, why one was refused, and why `crear` is refused
# here. Setting names ($key) and examples ($example) are written as
# typed: Spanish in Spanish, English in every other language (the words
# the parser reads).

## A setting's value, as `config` shows it.

# Rooms may be made in every channel.
server-value-all = tous
# Rooms may be made only in threads.
server-value-threads = seulement dans des fils
# No role is needed to create rooms.
server-value-everyone = tout le monde
# A setting switched on.
server-value-on = oui
# A setting switched off.
server-value-off = non
# The default clock is the platform's own.
server-value-platform-clock = celle de la plateforme
# The default clock is none.
server-value-no-clock = sans pendule
# An empty list of players.
server-value-nobody = personne

## The settings and their changes.

# `config`: a heading, one line per setting ($list, the lines of
# server-settings-item), and how to change one.
server-settings =
    Paramètres de ce serveur :
    { $list }
    Modifie-les avec `{ discord-command-ajustes } CLÉ VALEUR` (administrateurs seulement).
# One setting of the list: its name as typed and its value in words.
server-settings-item = • `{ $key }` : { $value }
server-setting-changed = C'est fait : `{ $key }` vaut maintenant { $value }.
# Someone who is not an admin tried to change a setting.
server-admins-only = Seuls les administrateurs (avec « Gérer le serveur », ou le niveau modérateur sur Matrix) modifient les paramètres. Tu peux les voir avec `{ discord-command-ajustes }`.
# `config` on the web page, whose settings are the operator's.
server-page-settings = La page n'a pas de paramètres ici : qui la fait tourner les choisit, avec ses options de démarrage.

## Settings that could not be read.

# $word: what was typed, made safe.
server-unknown-setting = « { $word } » n'est pas un paramètre : tape `{ discord-command-ajustes }` pour voir la liste.
server-needs-value = `{ $key }` a besoin d'une valeur, comme `{ discord-command-ajustes } { $key } { $example }`.
server-bad-value = `{ $key }` n'accepte pas « { $word } » ; par exemple : `{ discord-command-ajustes } { $key } { $example }`.
server-too-many-channels = { $most } salons au plus.
server-too-many-hidden = { $most } joueurs masqués au plus.

## Rooms refused here, and threads.

# `crear` where every game goes in its own thread, and no thread can be made.
server-not-here-threads = Ici, chaque partie a son propre fil, et je ne peux pas créer de fils dans ce salon.
# `crear` in a channel where rooms are not made; $list: where they are.
server-not-here = On ne crée pas de salles ici ; essaie dans { $list }.
# A setting only Discord servers have, asked for elsewhere.
server-discord-only = `{ $key }` est un paramètre des serveurs Discord : ici, chaque salle est sa propre communauté.
# A room's thread could not be made or is gone.
server-thread-lost = Le fil de cette partie n'existe pas ou est fermé : la partie continue ici.
# `crear` without the creator role; $role: the role's id (a mention).
server-needs-role = Pour créer des salles ici, il faut le rôle <@&{ $role }>.
# `crear` by a player already in as many open rooms as allowed.
server-rooms-cap = Tu joues déjà dans { $cap } salles ouvertes de ce serveur, le maximum ici. Termine ou quitte-en une d'abord.
