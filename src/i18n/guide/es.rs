//! The help and the rules in short, in Spanish.

/// The help after the commands: actions, buttons and reactions.
pub(super) const HELP_REST: &str = "Jugadas: `c3-d4` mover, `c3xd4` capturar, `e3>c5` balón, `N@e4` colocar, \
`e7-e8=Q` coronar, `--` pasar. Botones: Unirse, Mover, Tablas, Rendirse, Revancha. En Matrix, reacciones: ✋ unirse, \
🤝 tablas, 🏳️ rendirse, 🔁 revancha, 👍/👎 a una petición de deshacer. Salir durante la partida es rendirse.";

/// `futbol` in short.
pub(super) const RULES_FUTBOL: &str = "futbol (Fútbol-Ajedrez): 8×8, portero P (1 casilla), defensas D (1–2 en recto), \
centrocampistas C (1–2 en diagonal), delanteros A (salto de caballo). Porterías d1/e1 y d8/e8. Una acción por turno. \
Quien lleva el balón regatea 1 casilla, pasa (≤5), centra (≤5, nunca a una casilla de gol) o tira (≤3). Capturar al \
portador roba el balón. Gana quien marca 2 goles; tras 160 jugadas, quien vaya por delante. (Elección: posición \
inicial, orden de recolocación tras un gol y centros nunca a una casilla de gol.)";

/// `boyer` in short.
pub(super) const RULES_BOYER: &str = "boyer (Boyer, 1951): 9×9, piezas de ajedrez sin peones, balón en e5, porterías e1 y e9. \
Sin capturas. Turno: un movimiento opcional y luego chuts de piezas junto al balón, cada una una vez. Rey: 1 casilla; \
torre recto; alfil diagonal; dama ambos; caballo a un salto lejos de sí. No se chuta por la fila 1 o 9 hacia la \
portería. Gana el primer gol (configurable); 100 turnos por bando sin gol, tablas. (Elección: sin excepción de \
esquina para el caballo, tablas a los 200 turnos.)";

/// `chessfootball` in short.
pub(super) const RULES_CF: &str = "chessfootball: 8×8, 6 piezas por bando colocadas una a una en tu campo (rey en una casilla \
de gol, 2 peones, 3 a elegir); porterías c1–f1 y c8–f8. El balón siempre lo lleva alguien; solo se captura al \
portador. Gol si el balón acaba en una casilla de gol rival (también por pase) o al capturar al rey con balón. Dos \
partes de 45 jugadas por bando. (Elección: coloca primero quien saca, y su primera pieza va a e4/e5.)";

/// Where the full rules are.
pub(super) const FULL_RULES: &str = "Reglas completas: docs/rules.md en el repositorio del bot.";
