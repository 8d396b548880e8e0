# Discord's names for /futbol: each sub-command, option and choice, by
# its Spanish name (what the bot matches on). Discord's rules: a name is
# lower case, 1 to 32 letters, digits, - or _ (no spaces); a choice's
# label up to 100 characters. A name also reads as a command word typed
# on Matrix and the page, so no name may be another command's.

discord-futbol = Schachfußball und andere Fußballspiele auf einem Brett
# The Activity's Entry Point command ("launch"), 100 characters at most.
discord-launch = Öffne das Live-Brett in Discord

discord-command-crear = erstellen
discord-command-unirse = beitreten
discord-command-mover = ziehen
discord-command-rendirse = aufgeben
discord-command-tablas = remis
discord-command-deshacer = zurücknehmen
discord-command-revancha = revanche
discord-command-ver = zeigen
discord-command-salir = verlassen
discord-command-tiempo = zeit
discord-command-avisos = hinweise
discord-command-zona = zeitzone
discord-command-vacaciones = urlaub
discord-command-reglas = regeln
discord-command-idioma = sprache
discord-command-historial = verlauf
discord-command-perfil = profil
discord-command-ranking = rangliste
discord-command-partida = partie
discord-command-analizar = analysieren
discord-command-problema = aufgabe
discord-command-torneo = turnier
discord-command-sala = raum
discord-command-ajustes = einstellungen
discord-command-ayuda = hilfe
discord-command-seguir = folgen

discord-option-juego = spiel
discord-option-lado = farbe
discord-option-tiempo = zeit
discord-option-rival = gegner
discord-option-nivel = stufe
discord-option-puntos = wertung
discord-option-jugador = spieler
discord-option-alcance = bereich
discord-option-como = als
discord-option-avisos = hinweise
discord-option-respuesta = antwort
discord-option-dias = tage
discord-option-hora = stunde
discord-option-zona = zeitzone
discord-option-idioma = sprache
discord-option-numero = nummer
discord-option-codigo = code
discord-option-jugada = zug
discord-option-ajuste = einstellung
discord-option-valor = wert
discord-option-paso = schritt
discord-option-rondas = runden
discord-option-arena = arena

discord-choice-lado-blancas = Weiß
discord-choice-lado-negras = Schwarz
discord-choice-lado-azar = zufällig
discord-choice-lado-local = lokal
discord-choice-tiempo-10m = 10 Minuten
discord-choice-tiempo-1h = 1 Stunde
discord-choice-tiempo-1d = 1 Tag
discord-choice-tiempo-3d = 3 Tage
discord-choice-tiempo-7d = 7 Tage
discord-choice-tiempo-sin = ohne Uhr
discord-choice-rival-persona = Mensch
discord-choice-rival-ordenador = Computer
discord-choice-puntos-puntuada = gewertet
discord-choice-puntos-casual = ungewertet
discord-choice-alcance-aqui = hier
discord-choice-alcance-global = global
discord-choice-como-imagen = Bild
discord-choice-como-texto = Text
discord-choice-avisos-si = an
discord-choice-avisos-no = aus
discord-choice-avisos-resumen = tägliche Zusammenfassung
discord-choice-respuesta-si = ja
discord-choice-respuesta-no = nein
discord-choice-dias-1d = 1 Tag
discord-choice-dias-3d = 3 Tage
discord-choice-dias-7d = 7 Tage
discord-choice-dias-14d = 14 Tage
discord-choice-dias-fin = beenden
discord-choice-paso-crear = erstellen
discord-choice-paso-unirse = beitreten
discord-choice-paso-empezar = starten
discord-choice-paso-retirarse = zurückziehen
discord-choice-paso-ver = zeigen
discord-choice-arena-30 = 30 Minuten
discord-choice-arena-60 = 1 Stunde
discord-choice-arena-120 = 2 Stunden
discord-choice-ajuste-canales = Kanäle
discord-choice-ajuste-rol = Rolle
discord-choice-ajuste-juego = Spiel
discord-choice-ajuste-tiempo = Zeit
discord-choice-ajuste-idioma = Sprache
discord-choice-ajuste-puntuada = gewertet
discord-choice-ajuste-avisos = Hinweise
discord-choice-ajuste-salas = Räume
discord-choice-ajuste-hilos = Threads
discord-choice-ajuste-torneos = Turniere
discord-choice-ajuste-ocultos = versteckt
