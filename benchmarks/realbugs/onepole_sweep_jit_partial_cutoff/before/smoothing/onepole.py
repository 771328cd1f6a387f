import jax
import jax.numpy as jnp


def onepole(signal, cutoff, sample_rate=44100.0):
    """The minimal lowpass out = prev + k * (in - prev), k the cutoff frequency in radians per sample."""
    k = jnp.minimum(2.0 * jnp.pi * cutoff / sample_rate, 1.0)

    def tick(prev, sample):
        out = prev + k * (sample - prev)
        return out, out

    return jax.lax.scan(tick, jnp.zeros(()), signal)[1]
