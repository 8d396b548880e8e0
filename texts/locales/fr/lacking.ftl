# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = Je ne peux pas écrire dans ce salon : il me manque la permission « { $names } ». Demande-la à un administrateur.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = Il me manque la permission « { $names } » dans ce salon : { $effects }. Demande-la à un administrateur.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = Envoyer des messages
lacking-permission-attach-files = Joindre des fichiers
lacking-permission-embed-links = Intégrer des liens
lacking-permission-create-public-threads = Créer des fils publics
lacking-permission-send-messages-in-threads = Envoyer des messages dans les fils

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = les liens s'afficheront sans aperçu
# Without starting threads or posting in them.
lacking-without-threads = les parties restent dans le salon, sans fil à elles
# Without attaching files (pictures).
lacking-without-files = j'afficherai les plateaux en texte
