//! `config`: a community's settings, shown to anyone who asks and changed
//! only by its admins (as the platform says in the request: Discord's
//! member permissions, Matrix's power levels), and what `crear` checks
//! against them before it opens a room.

use crate::community::server::{
    AnyoneOrganises, CommunityPings, CreatorRole, DefaultGame, DefaultLanguage, DefaultRated,
    HiddenPlayers, Places, RoomPlaces, RoomsPerPlayer, Threads,
};
use crate::host::clock::DefaultClock;
use crate::host::command::config::ConfigChange;
use crate::host::command::config::SettingKey;
use crate::host::message::Replies;
use crate::host::message::{Reply, Request};
use crate::host::parts::Parts;
use crate::host::play::ratings::player_id;
use crate::host::profile::{Profile, ThreadStyle};
use crate::host::words::server::Shown;
use crate::i18n::Say;
use crate::ids::Platform;
use crate::store::player_key;

/// `config` (the list) or `config KEY VALUE` (a change, admins only).
pub(in crate::host) fn config(
    parts: &Parts,
    request: &Request,
    say: Say,
    change: Option<ConfigChange>,
) -> Replies {
    if !parts.config.profiles.of(request.platform).admins {
        return Ok(vec![super::flow::private(request, say.page_settings())]);
    }
    let Some(change) = change else {
        let shown = settings_shown(parts, request);
        return Ok(vec![super::flow::private(
            request,
            say.settings_list(&shown),
        )]);
    };
    if !request.asker.admin {
        tracing::info!(user = %request.user.id, "config refused: not an admin");
        return Ok(vec![super::flow::private(request, say.admins_only())]);
    }
    let (community, settings) = (&request.community, &parts.prefs.settings);
    let key = change.key();
    if !applies(key, parts.config.profiles.of(request.platform)) {
        return Ok(vec![super::flow::private(request, say.discord_only(key))]);
    }
    match &change {
        ConfigChange::Places(places) => settings.set::<RoomPlaces>(community, places)?,
        ConfigChange::Role(role) => settings.set::<CreatorRole>(community, role)?,
        ConfigChange::Game(game) => settings.set::<DefaultGame>(community, game)?,
        ConfigChange::Clock(time) => settings.set::<DefaultClock>(community, time)?,
        ConfigChange::Language(lang) => settings.set::<DefaultLanguage>(community, lang)?,
        ConfigChange::Rated(on) => settings.set::<DefaultRated>(community, on)?,
        ConfigChange::Pings(on) => settings.set::<CommunityPings>(community, on)?,
        ConfigChange::Rooms(most) => settings.set::<RoomsPerPlayer>(community, most)?,
        ConfigChange::Threads(on) => settings.set::<Threads>(community, &Some(*on))?,
        ConfigChange::Organisers(on) => settings.set::<AnyoneOrganises>(community, on)?,
        ConfigChange::Hidden(written) => {
            let mut owners = Vec::new();
            for word in written {
                match player_id(request.platform, word) {
                    Some(id) => owners.push(player_key(request.platform, &id)),
                    None => {
                        return Ok(vec![super::flow::private(
                            request,
                            say.unknown_player(word),
                        )]);
                    }
                }
            }
            owners.dedup();
            settings.set::<HiddenPlayers>(community, &owners)?;
            // Moderation is logged: who took whom off the table.
            tracing::info!(
                community = %community.as_str(),
                admin = %request.user.id,
                hidden = ?owners,
                "players taken off the community's leaderboards"
            );
        }
    }
    tracing::info!(community = %community.as_str(), ?key, "a setting changed");
    let text = say.setting_changed(key, &shown(parts, request, key));
    Ok(vec![super::flow::private(request, text)])
}

/// The community's settings that apply on its platform, as shown.
fn settings_shown(parts: &Parts, request: &Request) -> Vec<(SettingKey, Shown)> {
    SettingKey::ALL
        .into_iter()
        .filter(|key| applies(*key, parts.config.profiles.of(request.platform)))
        .map(|key| (key, shown(parts, request, key)))
        .collect()
}

/// One setting of the request's community, as shown.
fn shown(parts: &Parts, request: &Request, key: SettingKey) -> Shown {
    let (community, settings) = (&request.community, &parts.prefs.settings);
    match key {
        SettingKey::Channels => Shown::Places(settings.get::<RoomPlaces>(community)),
        SettingKey::Role => Shown::Role(settings.get::<CreatorRole>(community)),
        SettingKey::Game => Shown::Word(settings.get::<DefaultGame>(community).name()),
        SettingKey::Clock => Shown::Clock(settings.get::<DefaultClock>(community)),
        SettingKey::Language => Shown::Word(settings.get::<DefaultLanguage>(community).code()),
        SettingKey::Rated => Shown::Toggle(settings.get::<DefaultRated>(community)),
        SettingKey::Pings => Shown::Toggle(settings.get::<CommunityPings>(community)),
        SettingKey::Rooms => Shown::Number(settings.get::<RoomsPerPlayer>(community)),
        SettingKey::Threads => Shown::Toggle(threads_on(parts, request.platform, community)),
        SettingKey::Organisers => Shown::Toggle(settings.get::<AnyoneOrganises>(community)),
        SettingKey::Hidden => {
            let owners = settings.get::<HiddenPlayers>(community);
            Shown::Players(owners.iter().map(|o| written_player(o)).collect())
        }
    }
}

/// Why the community does not let this request open a room here, if
/// it does not: the channel, the creator's role, their open rooms.
pub(in crate::host) fn creation_refused(
    parts: &Parts,
    request: &Request,
    say: Say,
) -> Option<Reply> {
    if !parts.config.profiles.of(request.platform).admins {
        return None;
    }
    let (community, settings) = (&request.community, &parts.prefs.settings);
    let places = settings.get::<RoomPlaces>(community);
    let allowed = match &places {
        Places::Anywhere => true,
        Places::Channels(list) => list.contains(&request.channel),
        Places::Threads => request.asker.can_thread,
    };
    if !allowed {
        return Some(super::flow::private(request, say.not_here(&places)));
    }
    if let Some(role) = settings.get::<CreatorRole>(community)
        && !request.asker.admin
        && !request.asker.roles.contains(&role)
    {
        return Some(super::flow::private(request, say.needs_role(&role)));
    }
    let cap = settings.get::<RoomsPerPlayer>(community);
    let mut open = 0;
    for room in parts.rooms.seated() {
        let here = room.community.as_ref() == Some(community);
        open += u32::from(here && room.has(&request.user.id));
    }
    (open >= cap).then(|| super::flow::private(request, say.rooms_cap(cap)))
}

/// Whether games of `community` get their own thread: its setting, or
/// the platform's default (Discord's threads on, Matrix's off).
fn threads_on(parts: &Parts, platform: Platform, community: &crate::ids::Community) -> bool {
    match parts.prefs.settings.get::<Threads>(community) {
        Some(on) => on,
        None => parts.config.profiles.of(platform).threads == ThreadStyle::Channels,
    }
}

/// A player's owner key as their platform writes them: a Discord
/// mention (shown as a name, and never a ping: private answers mention
/// nobody), a Matrix id as it is.
fn written_player(owner: &str) -> String {
    match owner.split_once(':') {
        Some(("discord", id)) => format!("<@{id}>"),
        Some((_, id)) => id.to_string(),
        None => owner.to_string(),
    }
}

/// Whether a setting means anything on a platform: channels and roles
/// only where communities have them (`Profile::roles`).
fn applies(key: SettingKey, profile: Profile) -> bool {
    match key {
        SettingKey::Channels | SettingKey::Role => profile.roles,
        _ => true,
    }
}
