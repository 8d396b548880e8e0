# Discord's names for /futbol: each sub-command, option and choice, by
# its Spanish name (what the bot matches on). Discord's rules: a name is
# lower case, 1 to 32 letters, digits, - or _ (no spaces); a choice's
# label up to 100 characters. A name also reads as a command word typed
# on Matrix and the page, so no name may be another command's.

discord-futbol = Xadrez-futebol e outros jogos de futebol num tabuleiro
# The Activity's Entry Point command ("launch"), 100 characters at most.
discord-launch = Abra o tabuleiro ao vivo dentro do Discord

discord-command-crear = criar
discord-command-unirse = entrar
discord-command-mover = jogar
discord-command-rendirse = abandonar
discord-command-tablas = empate
discord-command-deshacer = desfazer
discord-command-revancha = revanche
discord-command-ver = ver
discord-command-salir = sair
discord-command-tiempo = tempo
discord-command-avisos = avisos
discord-command-zona = fuso
discord-command-vacaciones = férias
discord-command-reglas = regras
discord-command-idioma = idioma
discord-command-historial = histórico
discord-command-perfil = perfil
discord-command-ranking = ranking
discord-command-partida = partida
discord-command-analizar = analisar
discord-command-problema = problema
discord-command-torneo = torneio
discord-command-sala = sala
discord-command-ajustes = configurações
discord-command-ayuda = ajuda
discord-command-seguir = seguir

discord-option-juego = jogo
discord-option-lado = lado
discord-option-tiempo = tempo
discord-option-rival = rival
discord-option-nivel = nivel
discord-option-puntos = pontos
discord-option-jugador = jogador
discord-option-alcance = alcance
discord-option-como = como
discord-option-avisos = avisos
discord-option-respuesta = resposta
discord-option-dias = dias
discord-option-hora = hora
discord-option-zona = fuso
discord-option-idioma = idioma
discord-option-numero = numero
discord-option-codigo = codigo
discord-option-jugada = lance
discord-option-ajuste = ajuste
discord-option-valor = valor
discord-option-paso = etapa
discord-option-rondas = rodadas
discord-option-arena = arena

discord-choice-lado-blancas = brancas
discord-choice-lado-negras = pretas
discord-choice-lado-azar = sorteio
discord-choice-lado-local = local
discord-choice-tiempo-10m = 10 minutos
discord-choice-tiempo-1h = 1 hora
discord-choice-tiempo-1d = 1 dia
discord-choice-tiempo-3d = 3 dias
discord-choice-tiempo-7d = 7 dias
discord-choice-tiempo-sin = sem relógio
discord-choice-rival-persona = pessoa
discord-choice-rival-ordenador = computador
discord-choice-puntos-puntuada = ranqueada
discord-choice-puntos-casual = casual
discord-choice-alcance-aqui = aqui
discord-choice-alcance-global = global
discord-choice-como-imagen = imagem
discord-choice-como-texto = texto
discord-choice-avisos-si = sim
discord-choice-avisos-no = não
discord-choice-avisos-resumen = resumo diário
discord-choice-respuesta-si = sim
discord-choice-respuesta-no = não
discord-choice-dias-1d = 1 dia
discord-choice-dias-3d = 3 dias
discord-choice-dias-7d = 7 dias
discord-choice-dias-14d = 14 dias
discord-choice-dias-fin = encerrar
discord-choice-paso-crear = criar
discord-choice-paso-unirse = entrar
discord-choice-paso-empezar = começar
discord-choice-paso-retirarse = sair
discord-choice-paso-ver = ver
discord-choice-arena-30 = 30 minutos
discord-choice-arena-60 = 1 hora
discord-choice-arena-120 = 2 horas
discord-choice-ajuste-canales = canais
discord-choice-ajuste-rol = cargo
discord-choice-ajuste-juego = jogo
discord-choice-ajuste-tiempo = tempo
discord-choice-ajuste-idioma = idioma
discord-choice-ajuste-puntuada = ranqueada
discord-choice-ajuste-avisos = avisos
discord-choice-ajuste-salas = salas
discord-choice-ajuste-hilos = tópicos
discord-choice-ajuste-torneos = torneios
discord-choice-ajuste-ocultos = ocultos
