import jax
import jax.numpy as jnp


def highpass(signal, alpha=0.05):
    """Subtract a moving exponential average: removes baseline wander and slow muscle movement."""
    def step(avg, x):
        avg = avg + alpha * (x - avg)
        return avg, x - avg

    _, out = jax.lax.scan(step, signal[0], signal)
    return out


def running_max(signal, width):
    return jax.lax.reduce_window(signal, -jnp.inf, jax.lax.max, (width,), (1,), "SAME")
