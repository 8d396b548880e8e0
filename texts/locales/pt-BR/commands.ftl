# The commands' texts: what each command and each argument is for (one
# line each, at most 100 characters: Discord shows them), the help's
# title and lines, and the room's card. Commands are written as the
# parser reads them: Spanish in Spanish, English in the other languages.

## What each command is for (help and Discord's descriptions).

command-use-create = Crie uma sala neste canal
command-use-join = Entre em uma sala pelo código
command-use-move = Faça um lance (ou escreva só o lance: e3-e4)
command-use-resign = Abandone a partida
command-use-draw = Ofereça ou aceite empate
command-use-takeback = Peça para desfazer seu último lance, ou responda ao adversário
command-use-rematch = Peça revanche
command-use-show = Mostre o tabuleiro
command-use-leave = Pare de assistir ou saia
command-use-give-time = Dê tempo ao adversário para este lance
command-use-pings = Menções quando for sua vez
command-use-vacation = Pause os relógios das suas partidas por alguns dias (14 por ano)
command-use-zone = Seu fuso horário, para a hora do resumo diário
command-use-rules = As regras em resumo
command-use-language = O idioma do canal
command-use-history = As últimas partidas do canal e as suas
command-use-game = O registro de uma partida (ou da atual)
command-use-puzzle = Um problema: marque em poucos lances (problema pista, problema diario)
command-use-analyse = Analisa uma partida terminada
command-use-room = A sala do canal: código, link e quem joga
command-use-widget = Adiciona o tabuleiro ao vivo a esta sala Matrix como widget (admins)
command-use-profile = Sua pontuação, seus resultados e seu gráfico (ou os de outro jogador)
command-use-leaderboard = Os melhores do servidor (ou de todos: global)
command-use-tournament = Torneios: suíço ou arena, emparelhados pelo bot
command-use-config = As configurações do servidor (os administradores as alteram)
command-use-help = Os comandos

## What each argument is for (Discord's option descriptions).

command-arg-game = O jogo
command-arg-seat = Seu lado
command-arg-time = Tempo por lance (1 dia se você não escolher)
command-arg-rival = Uma pessoa (pelo código) ou o computador
command-arg-level = Nível do computador (4 se você não escolher)
command-arg-rated = Ranqueada (padrão) ou casual, sem pontos
command-arg-player = O jogador (você, se não escolher)
command-arg-scope = Este servidor ou todos
command-arg-form = A imagem, ou em texto para leitores de tela
command-arg-give = Quanto: 30s, 5m, 2h, 1d…
command-arg-toggle = Mencionar você quando for sua vez
command-arg-answer = Sim ou não ao pedido do adversário
command-arg-away = Quanto tempo (3d), ou end para encerrar
command-arg-hour = A hora do resumo (18h)
command-arg-zone = Seu fuso: America/Sao_Paulo, America/Manaus…
command-arg-language = Código do idioma: { $codes }
command-arg-number = O número dela no histórico
command-arg-code = O código de 4 letras
command-arg-action = O lance
command-arg-setting = Qual configuração
command-arg-value = O novo valor
command-arg-step = create, join, start, withdraw ou show
command-arg-rounds = Rodadas do suíço (5 se você não escolher)
command-arg-length = Minutos da arena, em vez de suíço

## The help: its title, then a line per command (its usage, as the
## parser reads it, and what it is for).

command-help-title = Comandos:
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
command-room = Sala { $code } ({ $game }): { $white }, { $black }. Para entrar: `{ discord-command-unirse } { $code }`
# The same, with the room's web link at the end.
command-room-with-link = Sala { $code } ({ $game }): { $white }, { $black }. Para entrar: `{ discord-command-unirse } { $code }` { $link }
