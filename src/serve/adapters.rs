//! Starting each adapter as a task of `serve`, with what it needs from the
//! configuration; an adapter left out of the build is refused with the
//! cargo feature to add. Discord's Activity joins the page and the
//! Discord bot through one bridge; Matrix's widget the page and the Matrix
//! bot through another.

use super::config::{ServeConfig, ServeError, Tasks};
use crate::adapters::bridge::Bridge;
use crate::host::Host;
use crate::ops::{Part, Stopping};
use std::sync::Arc;

/// The bridge between the Discord bot and the page, when the Activity
/// runs: it needs both, and the application's client id and secret.
pub(super) fn activity_bridge(config: &ServeConfig) -> Option<Arc<Bridge>> {
    let runs = config.discord_activity.is_some()
        && config.discord_token.is_some()
        && config.web_addr.is_some()
        && cfg!(all(feature = "web", feature = "discord"));
    runs.then(Arc::default)
}

/// The bridge between the Matrix bot and the page, when the board is
/// served as a Matrix room widget: it needs both, and the page's address.
pub(super) fn widget_bridge(config: &ServeConfig) -> Option<Arc<Bridge>> {
    let runs = config.matrix_widget_url.is_some()
        && config.matrix_homeserver.is_some()
        && config.web_addr.is_some()
        && cfg!(all(feature = "web", feature = "matrix"));
    runs.then(Arc::default)
}

/// The bridges a page serves: the Activity's and the widget's.
type Bridges = (Option<Arc<Bridge>>, Option<Arc<Bridge>>);

/// The Discord stand-in's address and certificate, when a test gives them.
#[cfg(all(feature = "discord", feature = "test-hooks"))]
fn stand_in(config: &ServeConfig) -> Result<Option<crate::adapters::discord::StandIn>, ServeError> {
    match (&config.discord_api, &config.discord_api_ca) {
        (Some(address), Some(ca)) => Ok(Some(crate::adapters::discord::StandIn {
            address: (address.parse())
                .map_err(|e| ServeError::DiscordApi(format!("{address}: {e}")))?,
            ca_pem: std::fs::read(ca)
                .map_err(|e| ServeError::DiscordApi(format!("{}: {e}", ca.display())))?,
        })),
        (None, None) => Ok(None),
        _ => Err(ServeError::DiscordApi(
            "give both the address and the CA".into(),
        )),
    }
}

/// The Activity's options for the page, when it runs.
#[cfg(all(feature = "web", feature = "discord"))]
fn activity_options(
    config: &ServeConfig,
    bridge: Option<Arc<Bridge>>,
) -> Result<Option<crate::adapters::web::ActivityOptions>, ServeError> {
    let (Some(bridge), Some((client_id, secret)), Some(token)) =
        (bridge, &config.discord_activity, &config.discord_token)
    else {
        return Ok(None);
    };
    Ok(Some(crate::adapters::web::ActivityOptions {
        client_id: *client_id,
        client_secret: secret.clone(),
        bot_token: token.clone(),
        #[cfg(feature = "test-hooks")]
        api: stand_in(config)?,
        bridge,
    }))
}

/// The widget's options for the page, when it runs: the bot's
/// homeserver is asked about its own users.
#[cfg(all(feature = "web", feature = "matrix"))]
fn widget_options(
    config: &ServeConfig,
    bridge: Option<Arc<Bridge>>,
) -> Option<crate::adapters::web::WidgetOptions> {
    Some(crate::adapters::web::WidgetOptions {
        homeserver: config.matrix_homeserver.clone()?,
        federation: config.matrix_federation_url.clone(),
        private_hosts: config.matrix_private_hosts.clone(),
        dns: None,
        roots: Vec::new(),
        bridge: bridge?,
    })
}

#[cfg(feature = "web")]
pub(super) async fn web(
    tasks: &mut Tasks,
    host: Arc<Host>,
    addr: String,
    (config, (bridge, widget)): (&ServeConfig, Bridges),
    shutdown: Stopping,
) -> Result<(), ServeError> {
    let listener = tokio::net::TcpListener::bind(&addr)
        .await
        .map_err(|source| ServeError::Web {
            addr: addr.clone(),
            source,
        })?;
    tracing::info!(
        "futbol-bot: open http://{addr}/ (data in {})",
        config.data_dir.display()
    );
    #[cfg(not(feature = "discord"))]
    let _ = bridge;
    #[cfg(not(feature = "matrix"))]
    let _ = widget;
    let options = crate::adapters::web::WebOptions {
        trusted_proxies: config.web_trusted_proxies.clone(),
        hosts: config.web_hosts.clone(),
        #[cfg(feature = "discord")]
        activity: activity_options(config, bridge)?,
        #[cfg(feature = "matrix")]
        widget: widget_options(config, widget),
    };
    tasks.spawn(async move {
        crate::adapters::web::serve_with(host, listener, options, shutdown.wait())
            .await
            .map_err(|error| ServeError::Web {
                addr,
                source: std::io::Error::other(error.to_string()),
            })
    });
    Ok(())
}

#[cfg(not(feature = "web"))]
pub(super) async fn web(
    _: &mut Tasks,
    _: Arc<Host>,
    _: String,
    _: (&ServeConfig, Bridges),
    _: Stopping,
) -> Result<(), ServeError> {
    Err(ServeError::NotBuilt {
        what: "web page (pass --no-web)",
        feature: "web",
    })
}

#[cfg(feature = "discord")]
pub(super) fn discord(
    tasks: &mut Tasks,
    host: Arc<Host>,
    token: String,
    (config, activity): (&ServeConfig, Option<Arc<Bridge>>),
    health: Part,
    stop: Stopping,
) -> Result<(), ServeError> {
    let shards = match &config.discord_shards {
        Some(text) => Some(text.parse().map_err(ServeError::Shards)?),
        None => None,
    };
    let discord = crate::adapters::discord::DiscordConfig {
        token,
        guild: config.discord_guild,
        #[cfg(feature = "test-hooks")]
        api: stand_in(config)?,
        shards,
        health,
        activity,
    };
    tasks.spawn(async move {
        crate::adapters::discord::run(host, discord, stop)
            .await
            .map_err(|e| ServeError::Discord(Box::new(e)))
    });
    Ok(())
}

#[cfg(not(feature = "discord"))]
pub(super) fn discord(
    _: &mut Tasks,
    _: Arc<Host>,
    _: String,
    _: (&ServeConfig, Option<Arc<Bridge>>),
    _: Part,
    _: Stopping,
) -> Result<(), ServeError> {
    Err(ServeError::NotBuilt {
        what: "Discord support",
        feature: "discord",
    })
}

#[cfg(feature = "matrix")]
pub(super) fn matrix(
    tasks: &mut Tasks,
    host: Arc<Host>,
    homeserver: String,
    (config, widget): (&ServeConfig, Option<Arc<Bridge>>),
    health: Part,
    stop: Stopping,
) -> Result<(), ServeError> {
    let matrix = crate::adapters::matrix::MatrixConfig {
        homeserver,
        user: config.matrix_user.clone(),
        password: config.matrix_password.clone(),
        access_token: config.matrix_access_token.clone(),
        data_dir: config.data_dir.clone(),
        health,
        widget,
    };
    tasks.spawn(async move {
        crate::adapters::matrix::run(host, matrix, stop).await?;
        Ok(())
    });
    Ok(())
}

#[cfg(not(feature = "matrix"))]
pub(super) fn matrix(
    _: &mut Tasks,
    _: Arc<Host>,
    _: String,
    _: (&ServeConfig, Option<Arc<Bridge>>),
    _: Part,
    _: Stopping,
) -> Result<(), ServeError> {
    Err(ServeError::NotBuilt {
        what: "Matrix support",
        feature: "matrix",
    })
}
