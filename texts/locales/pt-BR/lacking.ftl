# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = Não consigo escrever neste canal: falta a permissão “{ $names }”. Peça a um administrador para concedê-la.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = Falta a permissão “{ $names }” neste canal: { $effects }. Peça a um administrador para concedê-la.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = Enviar mensagens
lacking-permission-attach-files = Anexar arquivos
lacking-permission-embed-links = Inserir links
lacking-permission-create-public-threads = Criar tópicos públicos
lacking-permission-send-messages-in-threads = Enviar mensagens em tópicos

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = os links vão aparecer sem pré-visualização
# Without starting threads or posting in them.
lacking-without-threads = as partidas ficam no canal, sem tópico próprio
# Without attaching files (pictures).
lacking-without-files = vou mostrar os tabuleiros em texto
