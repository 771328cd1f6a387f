import jax.numpy as jnp


def make_gain_stage(gain):
    """A soft-clipping amplifier stage with a fixed gain."""

    def stage(signal):
        return jnp.tanh(gain * signal)

    return stage
