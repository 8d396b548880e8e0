//! `perfil` and `ranking`: a player's ratings, results and chart; the
//! community's (or the platform's) best players, with the asker's place.
//! Both are said to the channel: players show them to each other.

use crate::community::server::HiddenPlayers;
use crate::engine::Variant;
use crate::host::fair::to_be_listed;
use crate::host::message::Replies;
use crate::host::message::{Reply, Request, Target};
use crate::host::parts::Parts;
use crate::i18n::Say;
use crate::i18n::ratings::ProfileLine;
use crate::ids::ChannelKey;
use crate::ids::{Platform, platform_scope};
use crate::render::{Chart, Series, chart_png};
use crate::store::leaderboard::TOP;
use crate::store::ratings::{RatingChange, Standing};
use std::sync::Arc;

/// The rated games a chart draws, and the results a profile lists.
const CHARTED: usize = 100;
const LAST_RESULTS: usize = 5;

/// A player as written, read for `platform`: a Discord mention or id, a
/// Matrix user id, a web player's id (`web-…`). `None`: not a player there.
pub fn player_id(platform: Platform, written: &str) -> Option<String> {
    let written = written.trim();
    match platform {
        Platform::Discord => {
            let inner = (written.strip_prefix("<@"))
                .and_then(|w| w.strip_suffix('>'))
                .map(|w| w.trim_start_matches('!'))
                .unwrap_or(written);
            let digits = !inner.is_empty() && inner.len() <= 20;
            (digits && inner.bytes().all(|b| b.is_ascii_digit())).then(|| inner.to_string())
        }
        Platform::Matrix => {
            let id = written.trim_start_matches("https://matrix.to/#/");
            let ok = id.starts_with('@') && id.contains(':') && id.len() <= 255;
            (ok && !id.contains(char::is_whitespace)).then(|| id.to_string())
        }
        Platform::Web => {
            let ok = written.starts_with("web-") && written.len() <= 40;
            let safe = written
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-');
            (ok && safe).then(|| written.to_string())
        }
    }
}

/// One player's records in every game they were rated in, with their
/// last changes (oldest first).
pub struct PlayerProfile {
    /// Per game: its record and its last changes.
    pub games: Vec<(Variant, Standing, Vec<RatingChange>)>,
}

impl PlayerProfile {
    /// The player's name in their latest rated game (`None`: never rated).
    pub fn name(&self) -> Option<&str> {
        let latest = self.games.iter().max_by_key(|(_, s, _)| s.rating.at)?;
        Some(&latest.1.name)
    }
}

/// A player's records and last changes, in every game.
pub fn profile_of(
    parts: &Parts,
    platform: Platform,
    id: &str,
) -> Result<PlayerProfile, crate::store::StoreError> {
    let mut games = Vec::new();
    for variant in Variant::ALL {
        if let Some(standing) = parts.store().standing(variant, platform, id)? {
            let changes = parts
                .store()
                .rating_history(variant, platform, id, CHARTED)?;
            games.push((variant, standing, changes));
        }
    }
    Ok(PlayerProfile { games })
}

/// A profile in words.
pub fn profile_text(parts: &Parts, say: Say, profile: &PlayerProfile, name: &str) -> String {
    let now = (parts.clock)();
    if profile.games.is_empty() {
        return say.no_rated_games(name);
    }
    let mut lines = vec![format!("**{}**", say.profile_title(name))];
    for (variant, standing, changes) in &profile.games {
        let last = changes.iter().rev().take(LAST_RESULTS);
        lines.push(say.profile_line(&ProfileLine {
            game: variant.name(),
            rating: standing.rating.at_time(now).shown(),
            counts: [standing.wins, standing.draws, standing.losses],
            streak: standing.streak,
            last: last.map(|c| (c.score, c.opponent.name.as_str())).collect(),
        }));
    }
    lines.join("\n")
}

/// A profile's chart, when the bot draws pictures and the player was
/// ever rated.
pub fn profile_chart(
    parts: &Parts,
    say: Say,
    profile: &PlayerProfile,
    name: &str,
) -> Option<Arc<[u8]>> {
    if !parts.config.images || profile.games.is_empty() {
        return None;
    }
    let now = (parts.clock)();
    let series = (profile.games.iter())
        .map(|(variant, standing, changes)| {
            // From the rating before the first game drawn (a new
            // player's 1500, shown an hour before their first game).
            let first = changes.first().map(|c| {
                let at = c.before.at.max(c.after.at.saturating_sub(3_600));
                (at, c.before.rating)
            });
            let afters = changes.iter().map(|c| (c.after.at, c.after.rating));
            Series {
                label: format!(
                    "{} {}",
                    variant.name(),
                    standing.rating.at_time(now).shown()
                ),
                points: first.into_iter().chain(afters).collect(),
            }
        })
        .collect();
    let chart = Chart {
        title: say.profile_title(name),
        subtitle: say.chart_subtitle().to_string(),
        empty: say.no_rated_games(name),
        series,
    };
    chart_png(&chart).ok().map(Arc::from)
}

/// `perfil [@player]`.
pub(in crate::host) fn profile(
    parts: &Parts,
    request: &Request,
    key: &ChannelKey,
    player: Option<String>,
) -> Replies {
    let say = Say(parts.prefs.lang(key));
    let id = match &player {
        None => request.user.id.to_string(),
        Some(written) => match player_id(request.platform, written) {
            Some(id) => id,
            None => {
                return Ok(vec![super::flow::private(
                    request,
                    say.unknown_player(written),
                )]);
            }
        },
    };
    let profile = profile_of(parts, request.platform, &id)?;
    let name = match (profile.name(), &player) {
        (Some(name), _) => name.to_string(),
        (None, None) => crate::host::room::Player::from_user(&request.user).name,
        (None, Some(written)) => crate::i18n::plain(written, 40),
    };
    let mut text = profile_text(parts, say, &profile, &name);
    let user = crate::ids::UserKey {
        platform: request.platform,
        user: id.clone().into(),
    };
    let solver = crate::puzzles::records::Records::new(parts.store().clone()).solver(&user)?;
    if solver.solved + solver.failed > 0 {
        let now = (parts.clock)();
        let rating = solver.rating.at_time(now).shown();
        let (streak, best) = (solver.streak, solver.best_streak);
        let line = say.puzzle_profile(&rating, streak, best, solver.solved, solver.failed);
        text = format!("{text}\n{line}");
    }
    let mut reply = to_requester_channel(parts, request, text);
    reply.image = profile_chart(parts, say, &profile, &name);
    reply.picture = crate::host::message::Picture::Chart;
    // The chart in words: what it plots, and the numbers the text
    // beside it gives.
    reply.alt = reply.image.as_ref().map(|_| {
        let text = reply.text.replace("**", "").replace('\n', ". ");
        format!("{}. {text}", say.chart_subtitle())
    });
    Ok(vec![reply])
}

/// `ranking [game] [global]`: the game is the channel room's unless
/// named, else `futbol`.
pub(in crate::host) fn leaderboard(
    parts: &Parts,
    request: &Request,
    key: &ChannelKey,
    variant: Option<Variant>,
    global: bool,
) -> Replies {
    let say = Say(parts.prefs.lang(key));
    let variant = variant
        .or_else(|| {
            let code = parts.rooms.channel_code(key)?;
            Some(parts.rooms.state(code)?.variant)
        })
        .unwrap_or_default();
    let scope = match global {
        true => platform_scope(request.platform),
        false => request.community.to_string(),
    };
    Ok(vec![to_requester_channel(
        parts,
        request,
        leaderboard_text(parts, say, request, variant, &scope, global)?,
    )])
}

/// A leaderboard in words.
pub fn leaderboard_text(
    parts: &Parts,
    say: Say,
    request: &Request,
    variant: Variant,
    scope: &str,
    global: bool,
) -> Result<String, crate::store::StoreError> {
    let now = (parts.clock)();
    let asker = Some((request.platform, request.user.id.as_str()));
    // A community's admins decide whom its own table shows, not the
    // platform's.
    let hidden = match global {
        true => Vec::new(),
        false => parts
            .prefs
            .settings
            .get::<HiddenPlayers>(&request.community),
    };
    let board = parts
        .store()
        .leaderboard_hiding(variant, scope, asker, now, hidden)?;
    let mut lines = vec![format!(
        "**{}**",
        say.leaderboard_title(variant.name(), global)
    )];
    if board.top.is_empty() {
        lines.push(say.leaderboard_empty().to_string());
    }
    let place = |p: &crate::store::leaderboard::Placed| {
        let name = crate::i18n::plain(&p.standing.name, 40);
        let rating = p.standing.rating.at_time(now).shown();
        say.leaderboard_place(p.place, &name, &rating, p.standing.games())
    };
    lines.extend(board.top.iter().take(TOP).map(place));
    if let Some(own) = &board.asker {
        lines.push("…".into());
        lines.push(place(own));
    }
    let listed =
        board.top.iter().chain(&board.asker).any(|p| {
            p.owner == crate::store::player_key(request.platform, request.user.id.as_str())
        });
    if !listed
        && let Some(far) = to_be_listed(
            parts.store(),
            variant,
            request.platform,
            request.user.id.as_str(),
            now,
        )?
    {
        lines.push(say.not_listed_yet(&far.shown.shown(), far.games, far.opponents));
    }
    Ok(lines.join("\n"))
}

/// A reply to the request's channel, seen by everyone there.
fn to_requester_channel(_play: &Parts, request: &Request, text: String) -> Reply {
    let mut reply = super::flow::private(request, text);
    reply.target = Target::Channel(request.channel.clone());
    reply
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_read_per_platform() {
        assert_eq!(
            player_id(Platform::Discord, "<@123>").as_deref(),
            Some("123")
        );
        assert_eq!(
            player_id(Platform::Discord, "<@!123>").as_deref(),
            Some("123")
        );
        assert_eq!(player_id(Platform::Discord, "123").as_deref(), Some("123"));
        assert_eq!(player_id(Platform::Discord, "@everyone"), None);
        assert_eq!(player_id(Platform::Discord, "<@&55>"), None, "a role");
        assert_eq!(
            player_id(Platform::Matrix, "@bob:localhost").as_deref(),
            Some("@bob:localhost")
        );
        assert_eq!(player_id(Platform::Matrix, "bob"), None);
        assert_eq!(
            player_id(Platform::Web, "web-0a1b").as_deref(),
            Some("web-0a1b")
        );
        assert_eq!(player_id(Platform::Web, "web-<x>"), None);
    }
}
