# Discord's names for /futbol: each sub-command, option and choice, by
# its Spanish name (what the bot matches on). Discord's rules: a name is
# lower case, 1 to 32 letters, digits, - or _ (no spaces); a choice's
# label up to 100 characters. A name also reads as a command word typed
# on Matrix and the page, so no name may be another command's.

discord-futbol = Chess football games
# The Activity's Entry Point command ("launch"), 100 characters at most.
discord-launch = Open the live board inside Discord

discord-command-crear = create
discord-command-unirse = join
discord-command-mover = move
discord-command-rendirse = resign
discord-command-tablas = draw
discord-command-deshacer = takeback
discord-command-revancha = rematch
discord-command-ver = show
discord-command-salir = leave
discord-command-tiempo = time
discord-command-avisos = pings
discord-command-zona = timezone
discord-command-vacaciones = vacation
discord-command-reglas = rules
discord-command-idioma = language
discord-command-historial = history
discord-command-perfil = profile
discord-command-ranking = leaderboard
discord-command-partida = game
discord-command-analizar = analyse
discord-command-problema = puzzle
discord-command-torneo = tournament
discord-command-sala = room
discord-command-ajustes = config
discord-command-ayuda = help
discord-command-seguir = follow

discord-option-juego = game
discord-option-lado = side
discord-option-tiempo = time
discord-option-rival = opponent
discord-option-nivel = level
discord-option-puntos = rating
discord-option-jugador = player
discord-option-alcance = scope
discord-option-como = as
discord-option-avisos = pings
discord-option-respuesta = answer
discord-option-dias = days
discord-option-hora = hour
discord-option-zona = zone
discord-option-idioma = language
discord-option-numero = number
discord-option-codigo = code
discord-option-jugada = action
discord-option-ajuste = setting
discord-option-valor = value
discord-option-paso = step
discord-option-rondas = rounds
discord-option-arena = arena

discord-choice-lado-blancas = white
discord-choice-lado-negras = black
discord-choice-lado-azar = random
discord-choice-lado-local = local
discord-choice-tiempo-10m = 10 minutes
discord-choice-tiempo-1h = 1 hour
discord-choice-tiempo-1d = 1 day
discord-choice-tiempo-3d = 3 days
discord-choice-tiempo-7d = 7 days
discord-choice-tiempo-sin = no clock
discord-choice-rival-persona = person
discord-choice-rival-ordenador = computer
discord-choice-puntos-puntuada = rated
discord-choice-puntos-casual = casual
discord-choice-alcance-aqui = here
discord-choice-alcance-global = global
discord-choice-como-imagen = picture
discord-choice-como-texto = text
discord-choice-avisos-si = on
discord-choice-avisos-no = off
discord-choice-avisos-resumen = daily digest
discord-choice-respuesta-si = yes
discord-choice-respuesta-no = no
discord-choice-dias-1d = 1 day
discord-choice-dias-3d = 3 days
discord-choice-dias-7d = 7 days
discord-choice-dias-14d = 14 days
discord-choice-dias-fin = end
discord-choice-paso-crear = create
discord-choice-paso-unirse = join
discord-choice-paso-empezar = start
discord-choice-paso-retirarse = withdraw
discord-choice-paso-ver = show
discord-choice-arena-30 = 30 minutes
discord-choice-arena-60 = 1 hour
discord-choice-arena-120 = 2 hours
discord-choice-ajuste-canales = channels
discord-choice-ajuste-rol = role
discord-choice-ajuste-juego = game
discord-choice-ajuste-tiempo = time
discord-choice-ajuste-idioma = language
discord-choice-ajuste-puntuada = rated
discord-choice-ajuste-avisos = pings
discord-choice-ajuste-salas = rooms
discord-choice-ajuste-hilos = threads
discord-choice-ajuste-torneos = tournaments
discord-choice-ajuste-ocultos = hidden
