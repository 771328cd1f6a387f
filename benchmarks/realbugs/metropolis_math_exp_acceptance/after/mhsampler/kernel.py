import functools

import jax
import jax.numpy as jnp


def random_walk_step(log_density, scale, state, key):
    """One Metropolis step with a symmetric Gaussian proposal: move with probability min(1, p(x') / p(x))."""
    x, log_p = state
    key_prop, key_u = jax.random.split(key)
    proposal = x + scale * jax.random.normal(key_prop, x.shape)
    log_p_proposal = log_density(proposal)
    log_alpha = jnp.minimum(0.0, log_p_proposal - log_p)
    accepted = jnp.log(jax.random.uniform(key_u)) < log_alpha
    x = jnp.where(accepted, proposal, x)
    log_p = jnp.where(accepted, log_p_proposal, log_p)
    return (x, log_p), (x, accepted)


@functools.partial(jax.jit, static_argnames=("log_density", "n_samples"))
def sample(log_density, key, x0, scale, n_samples):
    step = functools.partial(random_walk_step, log_density, scale)
    _, (samples, accepted) = jax.lax.scan(step, (x0, log_density(x0)), jax.random.split(key, n_samples))
    return samples, jnp.mean(accepted)
