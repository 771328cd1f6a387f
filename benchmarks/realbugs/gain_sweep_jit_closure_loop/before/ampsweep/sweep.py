import jax
import jax.numpy as jnp

from ampsweep.stages import make_gain_stage


def sweep_gains(signal, gains):
    """Output power of the clipped signal for each candidate gain."""
    powers = []
    for gain in gains:
        stage = jax.jit(make_gain_stage(gain))  # expect: JXL501
        powers.append(jnp.mean(stage(signal) ** 2))
    return jnp.stack(powers)
