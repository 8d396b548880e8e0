# Discord's names for /futbol: each sub-command, option and choice, by
# its Spanish name (what the bot matches on). Discord's rules: a name is
# lower case, 1 to 32 letters, digits, - or _ (no spaces); a choice's
# label up to 100 characters. A name also reads as a command word typed
# on Matrix and the page, so no name may be another command's.

discord-futbol = Échecs-football et autres jeux de football sur un plateau
# The Activity's Entry Point command ("launch"), 100 characters at most.
discord-launch = Ouvre le plateau en direct dans Discord

discord-command-crear = créer
discord-command-unirse = rejoindre
discord-command-mover = jouer
discord-command-rendirse = abandonner
discord-command-tablas = nulle
discord-command-deshacer = reprendre
discord-command-revancha = revanche
discord-command-ver = voir
discord-command-salir = quitter
discord-command-tiempo = temps
discord-command-avisos = alertes
discord-command-zona = fuseau
discord-command-vacaciones = vacances
discord-command-reglas = règles
discord-command-idioma = langue
discord-command-historial = historique
discord-command-perfil = profil
discord-command-ranking = classement
discord-command-partida = partie
discord-command-analizar = analyser
discord-command-problema = probleme
discord-command-torneo = tournoi
discord-command-sala = salle
discord-command-ajustes = réglages
discord-command-ayuda = aide
discord-command-seguir = suivre

discord-option-juego = jeu
discord-option-lado = couleur
discord-option-tiempo = temps
discord-option-rival = adversaire
discord-option-nivel = niveau
discord-option-puntos = points
discord-option-jugador = joueur
discord-option-alcance = portée
discord-option-como = comme
discord-option-avisos = alertes
discord-option-respuesta = réponse
discord-option-dias = jours
discord-option-hora = heure
discord-option-zona = fuseau
discord-option-idioma = langue
discord-option-numero = numéro
discord-option-codigo = code
discord-option-jugada = coup
discord-option-ajuste = réglage
discord-option-valor = valeur
discord-option-paso = étape
discord-option-rondas = rondes
discord-option-arena = arène

discord-choice-lado-blancas = blancs
discord-choice-lado-negras = noirs
discord-choice-lado-azar = au hasard
discord-choice-lado-local = local
discord-choice-tiempo-10m = 10 minutes
discord-choice-tiempo-1h = 1 heure
discord-choice-tiempo-1d = 1 jour
discord-choice-tiempo-3d = 3 jours
discord-choice-tiempo-7d = 7 jours
discord-choice-tiempo-sin = sans pendule
discord-choice-rival-persona = personne
discord-choice-rival-ordenador = ordinateur
discord-choice-puntos-puntuada = classée
discord-choice-puntos-casual = amicale
discord-choice-alcance-aqui = ici
discord-choice-alcance-global = global
discord-choice-como-imagen = image
discord-choice-como-texto = texte
discord-choice-avisos-si = oui
discord-choice-avisos-no = non
discord-choice-avisos-resumen = résumé quotidien
discord-choice-respuesta-si = oui
discord-choice-respuesta-no = non
discord-choice-dias-1d = 1 jour
discord-choice-dias-3d = 3 jours
discord-choice-dias-7d = 7 jours
discord-choice-dias-14d = 14 jours
discord-choice-dias-fin = terminer
discord-choice-paso-crear = créer
discord-choice-paso-unirse = rejoindre
discord-choice-paso-empezar = commencer
discord-choice-paso-retirarse = se retirer
discord-choice-paso-ver = voir
discord-choice-arena-30 = 30 minutes
discord-choice-arena-60 = 1 heure
discord-choice-arena-120 = 2 heures
discord-choice-ajuste-canales = salons
discord-choice-ajuste-rol = rôle
discord-choice-ajuste-juego = jeu
discord-choice-ajuste-tiempo = temps
discord-choice-ajuste-idioma = langue
discord-choice-ajuste-puntuada = classée
discord-choice-ajuste-avisos = alertes
discord-choice-ajuste-salas = salles
discord-choice-ajuste-hilos = fils
discord-choice-ajuste-torneos = tournois
discord-choice-ajuste-ocultos = masqués
