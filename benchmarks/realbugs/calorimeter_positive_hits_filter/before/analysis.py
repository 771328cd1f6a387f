import jax
import jax.numpy as jnp

from calo.features import mean_hit_energy, shower_width


def summary(raw, positions, threshold):
    deposits = jnp.maximum(raw - threshold, 0.0)
    return jnp.stack([mean_hit_energy(deposits), shower_width(deposits, positions)])


summary_jit = jax.jit(summary)


def example():
    positions = jnp.arange(8.0)
    raw = jnp.array([0.0, 0.2, 1.5, 3.0, 2.0, 0.4, 0.0, 0.1])
    return summary_jit(raw, positions, 0.3)
