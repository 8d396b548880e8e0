# `tablero` (inglês `widget`): o tabuleiro ao vivo como widget de uma sala Matrix.
widget-added = O tabuleiro ao vivo já está nesta sala: abra-o pelos widgets da sala (Informações da sala → Extensões no Element). O Element pede a cada um, uma vez, que confirme quem é; depois você joga nele como você mesmo.
widget-name = Futebol-xadrez
widget-refused = Não posso adicionar o tabuleiro a esta sala: um widget exige nível de poder 50 e eu não o tenho. Um admin pode me dar esse nível e pedir de novo, ou adicioná-lo com o comando do Element:
    /addwidget { $url }
widget-unavailable = O tabuleiro ao vivo como widget é para salas Matrix onde quem opera o bot serve a página ao Matrix (`--matrix-widget-url`).
widget-admins = Só os admins da sala (nível de moderador ou acima) adicionam o widget do tabuleiro ao vivo.
