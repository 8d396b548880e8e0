# The engine's refusals: why a text is not an action, or why the rules
# forbid the action here. Squares are passed as written (e4); user text
# ($text) comes already made safe and cut short.

## The text is not an action.

reason-empty = du hast keinen Zug geschrieben
# $text looks like a square but is not on this board.
reason-not-a-square = { $text } ist kein Feld
reason-unrecognized = „{ $text }“ ist kein Zug: schreib c3-d4, c3xd4, e3>c5 oder --
reason-not-a-piece = „{ $text }“ ist hier kein Figurenbuchstabe
# boyer: `x` was written (a syntax error), or a move onto an opponent.
reason-boyer-has-no-captures = in boyer wird nicht geschlagen
# boyer: `--` stood beside other tokens.
reason-skip-not-alone = `--` ist für sich allein eine ganze Runde
# boyer: a token that is neither a move nor a kick.
reason-not-a-boyer-token = Runden in boyer bestehen aus Zügen und Kicks
# boyer: more tokens than a turn holds (a syntax error, or a rule).
reason-turn-too-long = eine Runde hat höchstens einen Zug und 8 Kicks

## The rules forbid the action here.

reason-game-over = die Partie ist vorbei
# The from-square is empty or holds an opponent.
reason-no-piece-of-yours = auf { $square } steht keine Figur von dir
# A ball action from a piece that does not hold the ball.
reason-not-the-carrier = die Figur auf { $square } hat den Ball nicht
reason-same-square = der Zug muss auf ein anderes Feld gehen
# The target holds a piece of the mover's own side.
reason-own-piece = auf { $square } steht eine eigene Figur
# The target holds an opponent that cannot be captured this way.
reason-occupied = { $square } ist besetzt
reason-nothing-to-capture = auf { $square } gibt es nichts zu schlagen
# A piece or the ball would pass through an occupied square.
reason-blocked = { $square } ist im Weg
# The ball travels along a rank, file or diagonal only.
reason-not-in-line = { $from } und { $to } liegen nicht auf derselben Reihe, Linie oder Diagonale
# `--` while some action exists.
reason-cannot-skip = du hast mögliche Züge: Aussetzen geht nicht
# futbol: a piece's target is not in its kind's move pattern.
reason-kind-pattern = { $kind ->
    [goalkeeper] der Torwart zieht ein Feld in beliebige Richtung
    [defender] der Verteidiger zieht 1 oder 2 Felder waagerecht oder senkrecht
    [midfielder] der Mittelfeldspieler zieht 1 oder 2 Felder diagonal
   *[forward] der Stürmer springt wie ein Springer
}
# boyer, chessfootball: a piece's target is not in its role's move pattern.
reason-role-pattern = { $role ->
    [king] der König zieht ein Feld
    [queen] die Dame zieht gerade oder diagonal
    [rook] der Turm zieht waagerecht oder senkrecht
    [bishop] der Läufer zieht diagonal
    [knight] der Springer springt im L
   *[pawn] der Bauer zieht ein Feld vorwärts und passt oder schlägt diagonal nach vorn
}
reason-carrier-cannot-capture = der Ballführende kann nicht schlagen
reason-dribble-one-square = ein Dribbling geht nur ein Feld weit
reason-no-capture-on-first-move = im ersten Zug darf nicht geschlagen werden
reason-pass-too-far = ein Pass geht höchstens 5 Felder weit
reason-cross-too-far = eine Flanke geht höchstens 5 Felder weit
reason-shot-too-far = ein Schuss geht höchstens 3 Felder weit
reason-cross-onto-goal = eine Flanke darf nicht auf einem Torfeld enden ({ $square })
# futbol: the ball reaches an opponent only as a save on its goal.
reason-ball-to-opponent = du darfst den Ball nicht zum Gegner auf { $square } spielen
# futbol: a kick named its kicker, as only boyer writes it.
reason-kicker-named-outside-boyer = nur in boyer gibt man an, wer kickt (d4:)
# futbol: a promotion, a placement or a whole turn.
reason-not-in-futbol = in futbol gibt es keine Umwandlung, kein Aufstellen und keine Runden aus mehreren Zügen
# boyer: an action that is not a whole turn.
reason-not-a-boyer-turn = eine Runde in boyer besteht aus einem Zug und Kicks, z. B. b1-c3 e5>e7, oder --
# boyer: a move after a kick, or a second move.
reason-move-comes-first = der Zug kommt zuerst, und nur einer pro Runde
# boyer: a move onto a goal square.
reason-stop-on-goal = keine Figur darf auf e1 oder e9 stehen bleiben
# boyer: a kick names a square the ball is not on; $square is where it is.
reason-ball-not-there = der Ball liegt auf { $square }
# boyer: the named kicker cannot make this kick.
reason-cannot-kick = die Figur auf { $kicker } kann den Ball nicht nach { $target } kicken
# boyer: no piece of the side to move can make this kick.
reason-no-kicker = keine deiner Figuren kann den Ball von { $from } nach { $to } kicken
# boyer: two knights could make the kick and none was named.
reason-ambiguous-kick = zwei Springer können so kicken: gib an, welcher, z. B. d4:e5>d7
# boyer: something followed a goal in the same turn.
reason-goal-ends-turn = ein Tor beendet die Runde
# boyer: a step with no token in it.
reason-empty-token = der Zug fehlt
# chessfootball: a placement after the placement phase.
reason-placement-over = das Aufstellen ist vorbei
# chessfootball: pieces are placed in their own half.
reason-not-your-half = { $square } liegt nicht in deiner Hälfte
# chessfootball: the kick-off side's first piece.
reason-kick-off-first = deine erste Figur ist eine Dame, ein Turm, Läufer oder Springer auf deinem Anstoßfeld { $square }
# chessfootball: the king placed off its own goal squares.
reason-king-off-goal = der König kommt auf eines deiner Torfelder
# chessfootball: a pawn placed on a goal square.
reason-pawn-on-goal = ein Bauer steht nie auf einem Torfeld
# chessfootball: a chess set's limit on one kind of piece ($role, as
# reason-army-role names it).
reason-army-limit = { $max ->
    [one] eine Armee hat höchstens { $max } Figur vom Typ { reason-army-role }
   *[other] eine Armee hat höchstens { $max } Figuren vom Typ { reason-army-role }
}
# A piece's name as reason-army-limit needs it (Russian: the genitive
# plural, «ладей»; German: the nominative singular, after "vom Typ").
reason-army-role = { $role ->
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauer
}
# chessfootball: a placement that leaves no room for the king and the two
# pawns every army holds.
reason-no-room-for-king-and-pawns = lass Platz für deinen König und zwei Bauern
# chessfootball: a placement after which the kick-off piece could never pass.
reason-kick-off-without-pass = so hätte deine Anstoßfigur keinen Pass
# chessfootball: a placement refused for no rule in particular.
reason-impossible-placement = diese Aufstellung ist nicht möglich
# chessfootball: a play action during the placement phase.
reason-place-first = stell zuerst deine Figuren auf, z. B. N@e4
# chessfootball: a whole boyer-style turn.
reason-not-in-chess-football = in chessfootball gibt es keine Runden aus mehreren Zügen
# chessfootball: at kick-off, anything but a pass from this square.
reason-kick-off-pass = der erste Zug ist ein Pass vom Anstoßfeld { $square }
# chessfootball: the ball played to an empty square or an opponent.
reason-pass-to-teammate = ein Pass geht zu einem Mitspieler
# chessfootball: a capture of a piece without the ball.
reason-only-the-carrier = nur der Ballführende kann geschlagen werden
# chessfootball: a pawn reaching its last rank without =Q and the like.
reason-must-promote = ein Bauer auf der letzten Reihe wird umgewandelt: füge =Q, =R, =B oder =N an
# chessfootball: =Q and the like on anything but a pawn reaching its last rank.
reason-cannot-promote = nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt
