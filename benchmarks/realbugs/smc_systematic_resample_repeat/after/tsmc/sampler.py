import functools

import jax
import jax.numpy as jnp

from tsmc.resampling import effective_sample_size, systematic_resample
from tsmc.target import log_likelihood, log_prior


def tempered_log_density(x, beta):
    return log_prior(x) + beta * log_likelihood(x)


def random_walk_moves(key, particles, beta, n_moves=10, step=0.5):
    """Metropolis random-walk moves that leave the tempered density invariant."""
    def move(i, carry):
        x, key = carry
        key, k_prop, k_acc = jax.random.split(key, 3)
        proposal = x + step * jax.random.normal(k_prop, x.shape)
        log_ratio = tempered_log_density(proposal, beta) - tempered_log_density(x, beta)
        accept = jnp.log(jax.random.uniform(k_acc, x.shape)) < log_ratio
        return jnp.where(accept, proposal, x), key

    particles, _ = jax.lax.fori_loop(0, n_moves, move, (particles, key))
    return particles


@functools.partial(jax.jit, static_argnames=("n_moves",))
def smc_step(key, particles, beta_prev, beta_next, n_moves=10):
    k_resample, k_move = jax.random.split(key)
    log_weights = (beta_next - beta_prev) * log_likelihood(particles)
    ess = effective_sample_size(log_weights)
    log_evidence_increment = jax.scipy.special.logsumexp(log_weights) - jnp.log(particles.shape[0])
    particles = systematic_resample(k_resample, particles, log_weights)
    particles = random_walk_moves(k_move, particles, beta_next, n_moves)
    return particles, ess, log_evidence_increment


def run_smc(key, n_particles=2000, n_temperatures=12):
    key, k_init = jax.random.split(key)
    particles = 3.0 * jax.random.normal(k_init, (n_particles,))
    betas = jnp.linspace(0.0, 1.0, n_temperatures + 1)
    log_evidence = 0.0
    for beta_prev, beta_next in zip(betas[:-1], betas[1:]):
        key, sub = jax.random.split(key)
        particles, ess, increment = smc_step(sub, particles, beta_prev, beta_next)
        log_evidence += float(increment)
    return particles, log_evidence
