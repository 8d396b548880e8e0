mod cli;
mod container;
mod crash;
mod ops;
