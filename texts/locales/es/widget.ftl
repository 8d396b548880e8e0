# `tablero` (inglés `widget`): el tablero en vivo como widget de una sala de Matrix.
widget-added = El tablero en vivo ya está en esta sala: ábrelo desde los widgets de la sala (Información de la sala → Extensiones en Element). Element pide a cada uno una vez que confirme quién es; después juegas en él como tú mismo.
widget-name = Fútbol-Ajedrez
widget-refused = No puedo añadir el tablero a esta sala: un widget pide nivel de poder 50 y no lo tengo. Un admin puede darme ese nivel y volver a pedirlo, o añadirlo con el comando de Element:
    /addwidget { $url }
widget-unavailable = El tablero en vivo como widget es para salas de Matrix, donde quien opera el bot sirve su página a Matrix (`--matrix-widget-url`).
widget-admins = Solo los admins de la sala (nivel de moderador o más) añaden el widget del tablero en vivo.
