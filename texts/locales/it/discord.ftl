# Discord's names for /futbol: each sub-command, option and choice, by
# its Spanish name (what the bot matches on). Discord's rules: a name is
# lower case, 1 to 32 letters, digits, - or _ (no spaces); a choice's
# label up to 100 characters. A name also reads as a command word typed
# on Matrix and the page, so no name may be another command's.

discord-futbol = Scacchi-calcio e altri giochi di calcio su una scacchiera
# The Activity's Entry Point command ("launch"), 100 characters at most.
discord-launch = Apri la scacchiera dal vivo dentro Discord

discord-command-crear = crea
discord-command-unirse = unisciti
discord-command-mover = muovi
discord-command-rendirse = abbandona
discord-command-tablas = patta
discord-command-deshacer = annulla
discord-command-revancha = rivincita
discord-command-ver = mostra
discord-command-salir = esci
discord-command-tiempo = tempo
discord-command-avisos = avvisi
discord-command-zona = fuso
discord-command-vacaciones = vacanze
discord-command-reglas = regole
discord-command-idioma = lingua
discord-command-historial = cronologia
discord-command-perfil = profilo
discord-command-ranking = classifica
discord-command-partida = partita
discord-command-analizar = analizza
discord-command-problema = problema
discord-command-torneo = torneo
discord-command-sala = stanza
discord-command-ajustes = impostazioni
discord-command-ayuda = aiuto
discord-command-seguir = segui

discord-option-juego = gioco
discord-option-lado = colore
discord-option-tiempo = tempo
discord-option-rival = avversario
discord-option-nivel = livello
discord-option-puntos = punti
discord-option-jugador = giocatore
discord-option-alcance = ambito
discord-option-como = come
discord-option-avisos = avvisi
discord-option-respuesta = risposta
discord-option-dias = giorni
discord-option-hora = ora
discord-option-zona = fuso
discord-option-idioma = lingua
discord-option-numero = numero
discord-option-codigo = codice
discord-option-jugada = mossa
discord-option-ajuste = impostazione
discord-option-valor = valore
discord-option-paso = passo
discord-option-rondas = turni
discord-option-arena = arena

discord-choice-lado-blancas = bianco
discord-choice-lado-negras = nero
discord-choice-lado-azar = a caso
discord-choice-lado-local = locale
discord-choice-tiempo-10m = 10 minuti
discord-choice-tiempo-1h = 1 ora
discord-choice-tiempo-1d = 1 giorno
discord-choice-tiempo-3d = 3 giorni
discord-choice-tiempo-7d = 7 giorni
discord-choice-tiempo-sin = senza orologio
discord-choice-rival-persona = persona
discord-choice-rival-ordenador = computer
discord-choice-puntos-puntuada = classificata
discord-choice-puntos-casual = amichevole
discord-choice-alcance-aqui = qui
discord-choice-alcance-global = globale
discord-choice-como-imagen = immagine
discord-choice-como-texto = testo
discord-choice-avisos-si = sì
discord-choice-avisos-no = no
discord-choice-avisos-resumen = riepilogo giornaliero
discord-choice-respuesta-si = sì
discord-choice-respuesta-no = no
discord-choice-dias-1d = 1 giorno
discord-choice-dias-3d = 3 giorni
discord-choice-dias-7d = 7 giorni
discord-choice-dias-14d = 14 giorni
discord-choice-dias-fin = termina
discord-choice-paso-crear = crea
discord-choice-paso-unirse = iscriviti
discord-choice-paso-empezar = inizia
discord-choice-paso-retirarse = ritirati
discord-choice-paso-ver = mostra
discord-choice-arena-30 = 30 minuti
discord-choice-arena-60 = 1 ora
discord-choice-arena-120 = 2 ore
discord-choice-ajuste-canales = canali
discord-choice-ajuste-rol = ruolo
discord-choice-ajuste-juego = gioco
discord-choice-ajuste-tiempo = tempo
discord-choice-ajuste-idioma = lingua
discord-choice-ajuste-puntuada = classificata
discord-choice-ajuste-avisos = avvisi
discord-choice-ajuste-salas = stanze
discord-choice-ajuste-hilos = thread
discord-choice-ajuste-torneos = tornei
discord-choice-ajuste-ocultos = nascosti
