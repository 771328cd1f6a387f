import jax
import jax.numpy as jnp

from sigproc import DeadZone, MovingAverage

SMOOTH = MovingAverage(3)
NOISE_FLOOR = DeadZone(0.1)


@jax.jit
def clean(signal):
    return NOISE_FLOOR(SMOOTH(signal))


def demo_signal():
    t = jnp.linspace(0.0, 1.0, 32)
    return jnp.sin(6.0 * t) * jnp.exp(-3.0 * t)
