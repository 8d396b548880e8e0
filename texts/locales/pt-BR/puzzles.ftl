# What the bot says about puzzles (`problema`): a position where one side
# forces a goal within a few of its own actions, and only one first
# action does it. Solving one raises the solver's puzzle rating (apart
# from their game ratings) and lowers the puzzle's own.

# The heading: $id is the puzzle's number (#3a9c2e), $team who scores
# (White or Black) and $left in how many of their own actions.
puzzle-heading = Problema #{ $id } ({ $variant }): { $team } jogam e marcam em { $left ->
        [one] { $left } lance
       *[other] { $left } lances
    }.
# How to answer in chat (Discord, Matrix): the menu, or the typed command.
puzzle-steps = No jogo de Boyer o gol sai neste turno: o movimento e cada chute contam como um lance cada.
puzzle-how = Escolha no menu ou escreva “problema LANCE”.
# The same on the web page: the lists, or the action alone.
puzzle-how-page = Escolha nas listas ou escreva o lance.
# The menu's second step.
puzzle-pick = Escolha o lance:
# A right answer; the same side goes on.
puzzle-good = ✓ { $played }. Continue.
# A right answer and the defender's reply.
puzzle-good-reply = ✓ { $played }. O adversário responde { $reply }.
# Solved without a hint: $change carries its sign (+12, −8).
puzzle-solved = ⚽ Gol! { $played } resolve o problema. Sua pontuação de problemas: { $rating } ({ $change }); sequência: { $streak }.
# Solved after a hint: it does not count for the rating.
puzzle-solved-helped = ⚽ Gol! { $played } resolve o problema (com dica: sua pontuação não muda).
# A wrong answer: $stopped is puzzle-wrong-stopped or
# puzzle-wrong-no-goal; $solution, the actions that worked.
puzzle-wrong = ✗ { $played } não força o gol: { $stopped } A solução: { $solution }. Sua pontuação de problemas: { $rating } ({ $change }).
puzzle-wrong-stopped = o adversário defende com { $reply }.
puzzle-wrong-no-goal = já não há gol forçado.
# The hints: first where the action starts, then the action.
puzzle-hint-origin = Dica: o lance sai de { $origin }. (Com dica, este problema não muda mais sua pontuação.)
puzzle-hint-action = Dica: jogue { $action }.
puzzle-no-hint = Não há dica para esta posição.
puzzle-none-going = Você não está resolvendo nenhum problema: escreva “problema” para começar um.
puzzle-none-for = Ainda não há problemas de { $variant }: tente “problema futbol”.
puzzle-all-done = Você já fez todos os problemas de { $variant } dos últimos 30 dias: volte logo.
puzzle-hint-label = Dica
puzzle-next-label = Outro problema
puzzle-daily-label = Resolver
# The puzzle of the day: the server's admins turn it on.
puzzle-daily-admins = Só os administradores da comunidade ativam ou desativam o problema do dia.
puzzle-daily-on = Feito: o problema do dia vai sair neste canal todo dia às { $hour }:00 UTC.
puzzle-daily-off = Feito: o problema do dia não sai mais.
puzzle-daily-over = Esse problema do dia já passou: tente o de hoje.
puzzle-daily-none = Esta comunidade não tem problema do dia (os administradores o ativam com “problema diario 18h”).
puzzle-daily-tried = Você já tentou o problema de hoje: amanhã tem outro.
# The heading of the day's puzzle while it is solved.
puzzle-daily-mark = Problema do dia ({ $day }), uma tentativa:
puzzle-daily-post = Problema do dia #{ $id } ({ $variant }): { $team } jogam e marcam em { $left ->
        [one] { $left } lance
       *[other] { $left } lances
    }. Aperte Resolver para tentar.
# Who solved yesterday's: names only, no mentions.
puzzle-daily-solvers = { $count ->
        [0] Ninguém resolveu o problema de ontem.
        [one] Resolveu o de ontem: { $names }.
       *[other] Resolveram o de ontem ({ $count }): { $names }.
    }
# The profile's puzzle line.
puzzle-profile = Problemas: { $rating }, sequência { $streak } (melhor { $best }), resolvidos: { $solved }, errados: { $failed }.
