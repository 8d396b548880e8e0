//! The stand-in as `discord.com`: HTTPS with a certificate made for the
//! run, which the bot is told to trust, so its HTTP client (serenity's,
//! with its rate limiter) talks to the stand-in as it would to Discord.

use axum::Router;
use std::path::PathBuf;
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;

/// Where the HTTPS side listens and the certificate's PEM file.
pub struct Tls {
    pub address: String,
    pub ca_file: PathBuf,
    /// Keeps the PEM file for the run.
    _dir: tempfile::TempDir,
}

/// Serves over TLS, as `discord.com` on a free port of 127.0.0.1, the
/// routes `routes` makes of the stand-in `serving` sends once it exists.
pub async fn serve_later<S: Send + 'static>(
    serving: tokio::sync::oneshot::Receiver<S>,
    routes: impl FnOnce(S) -> Router + Send + 'static,
) -> Tls {
    let (acceptor, pem) = crate::tls::acceptor("discord.com");
    let dir = tempfile::tempdir().expect("temp dir");
    let ca_file = dir.path().join("discord.pem");
    std::fs::write(&ca_file, pem).expect("the certificate's file");
    let tcp = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let address = tcp.local_addr().expect("addr").to_string();
    tokio::spawn(async move {
        let Ok(standin) = serving.await else {
            return;
        };
        let _ = axum::serve(Listener { tcp, acceptor }, routes(standin)).await;
    });
    Tls {
        address,
        ca_file,
        _dir: dir,
    }
}

/// Connections accepted and their TLS handshake done.
struct Listener {
    tcp: TcpListener,
    acceptor: TlsAcceptor,
}

impl axum::serve::Listener for Listener {
    type Io = tokio_rustls::server::TlsStream<tokio::net::TcpStream>;
    type Addr = std::net::SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            let Ok((stream, from)) = self.tcp.accept().await else {
                continue;
            };
            if let Ok(tls) = self.acceptor.accept(stream).await {
                return (tls, from);
            }
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        self.tcp.local_addr()
    }
}
