# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = Crea una stanza in questo canale
command-use-join = Entra in una stanza con il suo codice
command-use-move = Gioca una mossa (o scrivi solo la mossa: e3-e4)
command-use-resign = Abbandona la partita
command-use-draw = Proponi o accetta la patta
command-use-takeback = Chiedi di annullare l'ultima mossa, o rispondi
command-use-rematch = Chiedi la rivincita
command-use-show = Mostra la scacchiera
command-use-leave = Smetti di guardare o abbandona
command-use-give-time = Dai tempo all'avversario per questa mossa
command-use-pings = Menzioni quando tocca a te
command-use-vacation = Ferma gli orologi delle tue partite (14 giorni l'anno)
command-use-zone = Il tuo fuso orario, per il riepilogo giornaliero
command-use-rules = Le regole in breve
command-use-language = La lingua del canale
command-use-history = Le ultime partite del canale e le tue
command-use-game = La registrazione di una partita (o di quella in corso)
command-use-puzzle = Un problema: segna in poche mosse (problema pista, problema diario)
command-use-analyse = Analizza una partita conclusa
command-use-room = La stanza del canale: codice, link, chi gioca
command-use-widget = Aggiunge la scacchiera dal vivo a questa stanza Matrix come widget (admin)
command-use-profile = Il tuo punteggio e i risultati (o quelli di un altro)
command-use-leaderboard = I migliori del server (o di tutti: global)
command-use-tournament = Tornei: svizzero o arena
command-use-config = Le impostazioni del server (solo amministratori)
command-use-help = I comandi

## What each argument is for (Discord's option descriptions).

command-arg-game = Il gioco
command-arg-seat = Il tuo colore
command-arg-time = Tempo per mossa (1 giorno se non scegli)
command-arg-rival = Una persona (tramite il codice) o il computer
command-arg-level = Livello del computer (4 se non scegli)
command-arg-rated = Classificata (predefinito) o amichevole, senza punti
command-arg-player = Il giocatore (tu se non scegli)
command-arg-scope = Questo server o tutti
command-arg-form = L'immagine, o in testo per i lettori di schermo
command-arg-give = Quanto: 30s, 5m, 2h, 1d…
command-arg-toggle = Menzionarti quando tocca a te
command-arg-answer = Sì o no alla richiesta dell'avversario
command-arg-away = Quanto (3d), o end per finire
command-arg-hour = L'ora del riepilogo (18h)
command-arg-zone = Il tuo fuso: Europe/Rome, America/New_York…
command-arg-language = Codice della lingua: { $codes }
command-arg-number = Il suo numero nella cronologia
command-arg-code = Il codice di 4 lettere
command-arg-action = La mossa
command-arg-setting = Quale impostazione
command-arg-value = Il nuovo valore
command-arg-step = create, join, start, withdraw o show
command-arg-rounds = Turni dello svizzero (5 se non scegli)
command-arg-length = Minuti dell'arena, invece dello svizzero

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = Comandi:
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
command-room = Stanza { $code } ({ $game }): { $white }, { $black }. Per entrare: `{ discord-command-unirse } { $code }`
# The same, with the room's web link at the end.
command-room-with-link = Stanza { $code } ({ $game }): { $white }, { $black }. Per entrare: `{ discord-command-unirse } { $code }` { $link }
