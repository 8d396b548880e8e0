mod migrate;
mod outage;
mod pages;
mod processes;
mod store;
mod store_contract;
mod tls;
