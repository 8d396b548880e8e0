-- Version 15: a leaderboard lists only players who met five different
-- opponents in rated games, which each record (`ratings.rating`, the
-- host's JSON) keeps in `opponents` from now on. The records written
-- before are filled once from the rating history, which names the
-- opponent of every rated game (`platform:id`, the record's own
-- platform). The same five, in the same order, as the store would keep:
-- the first met.
UPDATE ratings r SET rating = jsonb_set(
    r.rating::jsonb,
    '{opponents}',
    COALESCE((
        SELECT jsonb_agg(picked.opponent ORDER BY picked.first)
        FROM (
            SELECT split_part(h.owner, ':', 1) || ':' || (h.change::jsonb -> 'opponent' ->> 'id') AS opponent,
                   MIN(h.id) AS first
            FROM rating_history h
            WHERE h.game = r.game AND h.owner = r.owner
            GROUP BY 1
            ORDER BY first
            LIMIT 5
        ) picked
    ), '[]'::jsonb)
)::text
WHERE NOT (r.rating::jsonb ? 'opponents');
