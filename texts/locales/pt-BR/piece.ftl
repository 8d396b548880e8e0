# `reglas pieza` / `rules piece`: one futbol piece in words (its
# pattern, then how every piece captures and plays the ball), its help
# line, its argument's description and its Discord names (an option of
# /futbol reglas; the names follow Discord's rules, see discord.ftl).
piece-describe = Como uma peça do futbol se move, em palavras
piece-arg = A peça: goleiro, zagueiro, meio-campista ou atacante
piece-moves =
    { $piece ->
        [goalkeeper] Goleiro (P): 1 casa em qualquer uma das 8 direções, como o rei no xadrez.
        [defender] Zagueiro (D): 1 ou 2 casas em linha reta (fileira ou coluna); para 2, a casa do meio deve estar vazia.
        [midfielder] Meio-campista (C): 1 ou 2 casas na diagonal; para 2, a casa do meio deve estar vazia.
       *[forward] Atacante (A): o salto do cavalo (2 casas numa direção e 1 na outra), pulando por cima de tudo.
    }
    { piece-captures }
    { piece-carrier }
piece-captures = Captura como se move: cai sobre uma peça adversária, que sai do jogo. Capturar quem leva a bola rouba a bola.
piece-carrier = Com a bola não captura nem usa seu movimento: dribla 1 casa, passa, cruza ou chuta.
discord-command-reglas-pieza = regras-peça
discord-option-pieza = peça
discord-choice-pieza-portero = goleiro
discord-choice-pieza-defensa = zagueiro
discord-choice-pieza-centrocampista = meio-campista
discord-choice-pieza-delantero = atacante
