import jax
import jax.numpy as jnp

from gibbslab.conditionals import sample_conditional


def run_chain(key, rho, n_samples=5000, init=(3.0, -3.0)):
    """Systematic-scan Gibbs sampler: draw x given y, then y given the new x, n_samples times."""
    def sweep(state, sweep_key):
        k_x, k_y = jax.random.split(sweep_key)
        x, y = state
        x = sample_conditional(k_x, y, rho)
        y = sample_conditional(k_y, x, rho)
        return (x, y), jnp.stack([x, y])

    start = (jnp.float32(init[0]), jnp.float32(init[1]))
    _, draws = jax.lax.scan(sweep, start, jax.random.split(key, n_samples))  # expect: JXL504
    return draws


def lag_one_autocorrelation(series):
    centred = series - series.mean()
    return jnp.sum(centred[1:] * centred[:-1]) / jnp.sum(centred ** 2)
