import functools

import jax
import jax.numpy as jnp

from terma.averages import moving_average


def bandlimit(ppg, fs, low_hz=0.5):
    """Remove the slow baseline with a one-second moving mean (host side, before detection)."""
    window = int(fs / low_hz)
    return ppg - jnp.convolve(ppg, jnp.ones(window) / window, mode="same")


@functools.partial(jax.jit, static_argnames=("params",))
def blocks_of_interest(ppg, params):
    """TERMA: samples where the event average rises above the cycle average plus an offset."""
    squared = jnp.maximum(ppg, 0.0) ** 2
    ma_event = moving_average(squared, params.w1)
    ma_cycle = moving_average(squared, params.w2)
    return ma_event > ma_cycle + params.beta * jnp.mean(squared)


def count_events(blocks, min_width):
    """Number of blocks at least min_width samples long."""
    edges = jnp.diff(blocks.astype(jnp.int32), prepend=0, append=0)
    starts, ends = jnp.nonzero(edges == 1)[0], jnp.nonzero(edges == -1)[0]
    return int(jnp.sum((ends - starts) >= min_width))
