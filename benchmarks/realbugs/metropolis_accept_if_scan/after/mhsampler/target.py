import jax.numpy as jnp


def make_target_log_prob(mu, sigma):
    """Factory for the (unnormalised) log density the chain should sample."""

    def target_log_prob(x):
        return -0.5 * ((x - mu) / sigma) ** 2 - jnp.log(sigma)

    return target_log_prob
