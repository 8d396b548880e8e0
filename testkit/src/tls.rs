//! TLS for the tests' own servers (the Discord stand-in as `discord.com`,
//! its Activity proxy, the federation test's homeservers): a certificate
//! made per run for a name, and its acceptor.

use std::sync::Arc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::{PrivateKeyDer, PrivatePkcs8KeyDer};

/// A TLS acceptor with a certificate made for `name` for this run, and
/// that certificate's PEM.
pub fn acceptor(name: &str) -> (TlsAcceptor, String) {
    let made = rcgen::generate_simple_self_signed(vec![name.to_string()]).expect("a certificate");
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(made.key_pair.serialize_der()));
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(vec![made.cert.der().clone()], key)
        .expect("a TLS configuration");
    (TlsAcceptor::from(Arc::new(config)), made.cert.pem())
}
