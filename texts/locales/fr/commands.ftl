# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = Crée une salle dans ce salon
command-use-join = Rejoins une salle par son code
command-use-move = Joue un coup (ou écris-le seul : e3-e4)
command-use-resign = Abandonne la partie
command-use-draw = Propose ou accepte la nulle
command-use-takeback = Demande à reprendre ton coup, ou réponds à l'adversaire
command-use-rematch = Demande la revanche
command-use-show = Affiche le plateau
command-use-leave = Arrête de regarder ou abandonne
command-use-give-time = Donne du temps à l'adversaire pour ce coup
command-use-pings = Mentions à ton tour
command-use-vacation = Arrête tes pendules quelques jours (14 par an)
command-use-zone = Ton fuseau horaire, pour l'heure du résumé
command-use-rules = Les règles en bref
command-use-language = La langue du salon
command-use-history = Les dernières parties du salon et les tiennes
command-use-game = L'enregistrement d'une partie (ou de l'actuelle)
command-use-puzzle = Un problème : marque en quelques coups (problema pista, problema diario)
command-use-analyse = Analyse une partie terminée
command-use-room = La salle du salon : son code, son lien et qui joue
command-use-widget = Ajoute le plateau en direct à ce salon Matrix en widget (admins)
command-use-profile = Ta cote, tes résultats et ta courbe (ou ceux d'un autre)
command-use-leaderboard = Les meilleurs du serveur (ou de partout : global)
command-use-tournament = Tournois : suisse ou arène, appariés par le bot
command-use-config = Les paramètres du serveur (pour ses admins)
command-use-help = Les commandes

## What each argument is for (Discord's option descriptions).

command-arg-game = Le jeu
command-arg-seat = Ton camp
command-arg-time = Temps par coup (1 jour par défaut)
command-arg-rival = Une personne (via le code) ou l'ordinateur
command-arg-level = Niveau de l'ordinateur (4 par défaut)
command-arg-rated = Classée (par défaut) ou amicale, sans points
command-arg-player = Le joueur (toi par défaut)
command-arg-scope = Ce serveur ou partout
command-arg-form = L'image, ou en texte pour les lecteurs d'écran
command-arg-give = Combien : 30s, 5m, 2h, 1d…
command-arg-toggle = Te mentionner quand c'est ton tour
command-arg-answer = Oui ou non à la demande de l'adversaire
command-arg-away = Combien de temps (3d), ou end pour arrêter
command-arg-hour = L'heure du résumé (18h)
command-arg-zone = Ton fuseau : Europe/Paris, America/Toronto…
command-arg-language = Code de la langue : { $codes }
command-arg-number = Son numéro dans l'historique
command-arg-code = Le code de 4 lettres
command-arg-action = Le coup
command-arg-setting = Quel paramètre
command-arg-value = Sa nouvelle valeur
command-arg-step = create, join, start, withdraw ou show
command-arg-rounds = Rondes du suisse (5 par défaut)
command-arg-length = Minutes de l'arène, au lieu d'un suisse

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = Commandes :
# $usage: the command and its arguments; $purpose: a command-use text.
command-help-line = `{ $usage }` — { $purpose }

## The room's card (the room command).

# A taken seat: $team is the side's name, $player the player's.
command-room-seat = { $team } { $player }
# A free seat: $team is the side's name.
command-room-seat-empty = { $team } —
# The room's game: $game its name, $rated rated or casual.
command-room-game = { $game }, { $rated }
# $game: a command-room-game text; $white, $black: command-room-seat texts.
command-room = Salle { $code } ({ $game }) : { $white }, { $black }. Pour rejoindre : `{ discord-command-unirse } { $code }`
# The same, with the room's web link at the end.
command-room-with-link = Salle { $code } ({ $game }) : { $white }, { $black }. Pour rejoindre : `{ discord-command-unirse } { $code }` { $link }
