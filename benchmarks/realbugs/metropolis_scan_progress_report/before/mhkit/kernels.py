import jax
import jax.numpy as jnp


def rw_metropolis(logdensity, scale):
    def kernel(rng_key, state):
        position, log_prob = state
        move_key, accept_key = jax.random.split(rng_key)
        proposal = position + scale * jax.random.normal(move_key, position.shape)
        proposal_log_prob = logdensity(proposal)
        accept = jnp.log(jax.random.uniform(accept_key)) < proposal_log_prob - log_prob
        new_state = (jnp.where(accept, proposal, position), jnp.where(accept, proposal_log_prob, log_prob))
        return new_state, accept

    return kernel
