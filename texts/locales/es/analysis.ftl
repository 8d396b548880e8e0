# Lo que dice el bot del análisis de una partida (`analizar [ID]`): el
# motor mira cada posición de una partida archivada y marca las jugadas
# que regalaron buena parte de la probabilidad de ganar de su bando.

# El análisis está en cola; se publica en este canal al terminar.
analysis-queued = Analizando la partida #{ $id } ({ $actions ->
        [one] 1 acción
       *[other] { $actions } acciones
    }): el resultado saldrá aquí en unos segundos.
# Esa partida ya se está analizando.
analysis-already = La partida #{ $id } ya se está analizando: el resultado saldrá donde se pidió.
# El análisis anterior de quien pide no ha terminado.
analysis-yours = Tu último análisis aún no ha terminado: de uno en uno.
# La cola de análisis del proceso está llena.
analysis-busy = El ordenador está ocupado con otros análisis: inténtalo dentro de un minuto.
# Una partida sin acciones no tiene nada que analizar.
analysis-empty = La partida #{ $id } no tiene acciones que analizar.
# Un registro que el motor no pudo reproducir (un fallo; queda en el registro).
analysis-failed = No se pudo analizar la partida #{ $id }.
# El análisis. $white_line y $black_line son líneas analysis-player;
# $turning es analysis-turning o vacío.
analysis-result =
    Análisis de la partida #{ $id } ({ $variant }), { $white } contra { $black }:
    Blancas, { $white }: { $white_line }
    Negras, { $black }: { $black_line }
    { $turning }
# El resumen de un bando: cuántas jugadas de cada tipo, y la parte media de
# la probabilidad de ganar que regalaron sus jugadas.
analysis-player = { $inaccuracies ->
        [one] 1 imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] 1 error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] 1 error grave
       *[other] { $blunders } errores graves
    }; pérdida media { $loss } %
# Las jugadas donde más giró la partida: "12. e4-e5?? (mejor: d4-d5)".
analysis-turning = Momentos clave: { $list }
# Una jugada marcada de esa lista; $mark es ?!, ? o ??.
analysis-move = { $number } { $action }{ $mark } (mejor: { $better })
# Un momento clave en que la jugada fue la que habría elegido el motor.
analysis-move-best = { $number } { $action }

analysis-chart-title = Partida #{ $id } · { $white } – { $black }
analysis-chart-subtitle = Probabilidad de ganar de Blancas, acción a acción
analysis-chart-goal = gol
analysis-chart-inaccuracy = imprecisión
analysis-chart-mistake = error
analysis-chart-blunder = error grave
