import jax
import jax.numpy as jnp


@jax.jit
def gain_stage(signal, gain):
    """A soft-clipping amplifier stage."""
    return jnp.tanh(gain * signal)
