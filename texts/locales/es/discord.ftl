# Discord's names for /futbol: each sub-command, option and choice, by
# its Spanish name (what the bot matches on). Discord's rules: a name is
# lower case, 1 to 32 letters, digits, - or _ (no spaces); a choice's
# label up to 100 characters. A name also reads as a command word typed
# on Matrix and the page, so no name may be another command's.

discord-futbol = Fútbol-Ajedrez y otros juegos de fútbol en un tablero
# The Activity's Entry Point command ("launch"), 100 characters at most.
discord-launch = Abre el tablero en vivo dentro de Discord

discord-command-crear = crear
discord-command-unirse = unirse
discord-command-mover = mover
discord-command-rendirse = rendirse
discord-command-tablas = tablas
discord-command-deshacer = deshacer
discord-command-revancha = revancha
discord-command-ver = ver
discord-command-salir = salir
discord-command-tiempo = tiempo
discord-command-avisos = avisos
discord-command-zona = zona
discord-command-vacaciones = vacaciones
discord-command-reglas = reglas
discord-command-idioma = idioma
discord-command-historial = historial
discord-command-perfil = perfil
discord-command-ranking = ranking
discord-command-partida = partida
discord-command-analizar = analizar
discord-command-problema = problema
discord-command-torneo = torneo
discord-command-sala = sala
discord-command-ajustes = ajustes
discord-command-ayuda = ayuda
discord-command-seguir = seguir

discord-option-juego = juego
discord-option-lado = lado
discord-option-tiempo = tiempo
discord-option-rival = rival
discord-option-nivel = nivel
discord-option-puntos = puntos
discord-option-jugador = jugador
discord-option-alcance = alcance
discord-option-como = como
discord-option-avisos = avisos
discord-option-respuesta = respuesta
discord-option-dias = dias
discord-option-hora = hora
discord-option-zona = zona
discord-option-idioma = idioma
discord-option-numero = numero
discord-option-codigo = codigo
discord-option-jugada = jugada
discord-option-ajuste = ajuste
discord-option-valor = valor
discord-option-paso = paso
discord-option-rondas = rondas
discord-option-arena = arena

discord-choice-lado-blancas = blancas
discord-choice-lado-negras = negras
discord-choice-lado-azar = azar
discord-choice-lado-local = local
discord-choice-tiempo-10m = 10 minutos
discord-choice-tiempo-1h = 1 hora
discord-choice-tiempo-1d = 1 día
discord-choice-tiempo-3d = 3 días
discord-choice-tiempo-7d = 7 días
discord-choice-tiempo-sin = sin reloj
discord-choice-rival-persona = persona
discord-choice-rival-ordenador = ordenador
discord-choice-puntos-puntuada = puntuada
discord-choice-puntos-casual = casual
discord-choice-alcance-aqui = aquí
discord-choice-alcance-global = global
discord-choice-como-imagen = imagen
discord-choice-como-texto = texto
discord-choice-avisos-si = sí
discord-choice-avisos-no = no
discord-choice-avisos-resumen = resumen diario
discord-choice-respuesta-si = sí
discord-choice-respuesta-no = no
discord-choice-dias-1d = 1 día
discord-choice-dias-3d = 3 días
discord-choice-dias-7d = 7 días
discord-choice-dias-14d = 14 días
discord-choice-dias-fin = terminar
discord-choice-paso-crear = crear
discord-choice-paso-unirse = unirse
discord-choice-paso-empezar = empezar
discord-choice-paso-retirarse = retirarse
discord-choice-paso-ver = ver
discord-choice-arena-30 = 30 minutos
discord-choice-arena-60 = 1 hora
discord-choice-arena-120 = 2 horas
discord-choice-ajuste-canales = canales
discord-choice-ajuste-rol = rol
discord-choice-ajuste-juego = juego
discord-choice-ajuste-tiempo = tiempo
discord-choice-ajuste-idioma = idioma
discord-choice-ajuste-puntuada = puntuada
discord-choice-ajuste-avisos = avisos
discord-choice-ajuste-salas = salas
discord-choice-ajuste-hilos = hilos
discord-choice-ajuste-torneos = torneos
discord-choice-ajuste-ocultos = ocultos
