import jax.numpy as jnp

from ampsweep.stages import gain_stage


def sweep_gains(signal, gains):
    """Output power of the clipped signal for each candidate gain."""
    return jnp.stack([jnp.mean(gain_stage(signal, gain) ** 2) for gain in gains])
