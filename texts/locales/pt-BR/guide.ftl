# What goes with a board: the picker's texts, button and menu labels,
# the rules in short, the help after the commands, and an accepted
# action in words.

# The picker's second step: $piece is what was picked (a square, @N, ball).
guide-pick-target = Escolha o lance de { $piece }:
# The `boyer` turn being built: $tokens is its move and kicks so far.
guide-turn-so-far = Turno em andamento: { $tokens }. Chute de novo ou encerre o turno.

## Button and menu labels: 80 characters at most.

# Take the free seat.
guide-label-join = Entrar
# Ask for a rematch.
guide-label-rematch = Revanche
# Give up.
guide-label-resign = Abandonar
# Offer or accept a draw.
guide-label-draw = Oferecer empate
# The picker's first menu.
guide-label-pick = Mover: escolha a peça
# The picker's second menu.
guide-label-actions = Escolha o lance
# End a `boyer` turn.
guide-label-end-turn = Encerrar turno
# The next page of a long menu.
guide-label-more = Mais…
# Accept the opponent's takeback request.
guide-label-takeback-yes = Desfazer: sim
# Decline it.
guide-label-takeback-no = Desfazer: não
guide-label-analyse = Analisar
# The button under a board that opens the live board inside Discord
# (the Activity).
guide-label-open-board = Abrir o tabuleiro

## The rules in short, one game each (2,000 characters at most), with
## where the full rules are on a line of its own.

guide-rules-futbol-short =
    futbol (Fútbol-Ajedrez): 8×8, goleiro P (1 casa), zagueiros D (1–2 em linha reta), meio-campistas C (1–2 na diagonal), atacantes A (salto de cavalo). Gols em d1/e1 e d8/e8. Uma ação por turno. Quem está com a bola dribla 1 casa, passa (≤5), cruza (≤5, nunca para uma casa de gol) ou chuta a gol (≤3). Capturar quem está com a bola rouba a bola. Vence quem marcar 2 gols; após 160 lances, vence quem estiver na frente. (Escolhas: a posição inicial, a ordem de reposição após um gol e cruzamentos nunca para uma casa de gol.)
guide-rules-futbol =
    { guide-rules-futbol-short }
    { guide-full-rules }
guide-rules-boyer-short =
    boyer (Boyer, 1951): 9×9, peças de xadrez sem peões, bola em e5, gols em e1 e e9. Sem capturas. Turno: um movimento opcional e depois chutes de peças ao lado da bola, cada uma uma vez. Rei: 1 casa; torre em linha reta; bispo na diagonal; dama os dois; cavalo a um salto de distância de si. Não se chuta pela fileira 1 ou 9 em direção ao gol. Vence o primeiro gol (configurável); 100 turnos por lado sem gol, empate. (Escolhas: sem exceção de canto para o cavalo, empate aos 200 turnos.)
guide-rules-boyer =
    { guide-rules-boyer-short }
    { guide-full-rules }
guide-rules-chessfootball-short =
    chessfootball: 8×8, 6 peças por lado colocadas uma a uma no seu campo (rei numa casa de gol, 2 peões, 3 à escolha); gols em c1–f1 e c8–f8. A bola está sempre com alguém; só quem está com a bola pode ser capturado. Gol se a bola termina numa casa de gol adversária (também por passe) ou ao capturar o rei com a bola. Dois tempos de 45 lances por lado. (Escolha: quem dá a saída coloca primeiro, e sua primeira peça vai para e4/e5.)
guide-rules-chessfootball =
    { guide-rules-chessfootball-short }
    { guide-full-rules }
# Where the full rules are.
guide-full-rules = Regras completas: docs/rules.md no repositório do bot.

## The help after the list of commands: actions, buttons and reactions,
## one line. Command words stay as the parser reads them.

guide-help-rest = Lances: `c3-d4` mover, `c3xd4` capturar, `e3>c5` bola, `N@e4` colocar, `e7-e8=Q` promover, `--` passar a vez. Botões: Entrar, Mover, Empate, Abandonar, Revanche. No Matrix, reações: ✋ entrar, 🤝 empate, 🏳️ abandonar, 🔁 revanche, 👍/👎 a um pedido de desfazer. Sair durante a partida é abandonar.

## An accepted action in words: "Brancas: passe e3 → c5". $side is the
## side's name, $from and $to squares, $role a piece letter, $turn a
## whole `boyer` turn; the word for what was played comes from
## guide-played-kind.

# What was played, by its kind.
guide-played-kind = { $kind ->
    [skip] passa a vez
    [move] move
    [pick-up] pega a bola
    [capture] captura
    [steal] rouba a bola
    [dribble] drible
    [pass] passe
    [cross] cruzamento
    [shot] chute a gol
    [save] chute a gol… defesa!
    [turn] turno
    [place] coloca
   *[promote] promove
}
# The turn passed.
guide-played-skip = { $side }: { guide-played-kind }.
# A piece or the ball went from a square to another.
guide-played-step = { $side }: { guide-played-kind } { $from } → { $to }
# A pawn promoted to $role.
guide-played-promote = { $side }: { guide-played-kind } { $from } → { $to } = { $role }
# A piece was placed (`chessfootball`).
guide-played-place = { $side }: { guide-played-kind } { $role } { $to }
# A whole `boyer` turn.
guide-played-turn = { $side }: { guide-played-kind } { $turn }

# A step's kind, before it in the move picker's menus ("Pass g4>h4").
guide-step-kind = { $kind ->
    [capture] Capturar
    [pass] Passe
    [cross] Cruzamento
    [shot] Chute a gol
    [goal] Gol!
    [kick] Chute
    [place] Colocar
    [promote] Promover
    [skip] Passar a vez
    [end] Encerrar turno
   *[move] Mover
}
