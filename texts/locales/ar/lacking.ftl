# What the bot says when a platform withholds a permission it needs: the
# permission by the platform's own name, and what the bot does meanwhile.

# The bot may not post here at all; $names: the lacking permissions'
# names (lacking-permission-* texts), comma-joined.
lacking-cannot-post = لا أستطيع النشر في هذه القناة: تنقصني صلاحية «{ $names }». اطلب من مشرف منحها لي.
# The bot may post but lacks some permissions; $names as above, $effects:
# what it does meanwhile (lacking-without-* texts), joined by "; ".
lacking-some = تنقصني صلاحية «{ $names }» في هذه القناة: { $effects }. اطلب من مشرف منحها لي.

## The permissions, by the names Discord shows in this language.

lacking-permission-send-messages = إرسال الرسائل
lacking-permission-attach-files = إرفاق الملفات
lacking-permission-embed-links = تضمين الروابط
lacking-permission-create-public-threads = إنشاء سلاسل عامة
lacking-permission-send-messages-in-threads = إرسال الرسائل في السلاسل

## What the bot does without a permission it may post without.

# Without link previews.
lacking-without-links = ستظهر الروابط بلا معاينة
# Without starting threads or posting in them.
lacking-without-threads = تبقى المباريات في القناة بلا سلسلة خاصة
# Without attaching files (pictures).
lacking-without-files = ستأتي اللوحات نصًا
