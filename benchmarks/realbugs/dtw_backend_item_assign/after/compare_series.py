"""DTW distance between two sensor traces already held as JAX arrays by the rest of the pipeline."""

import jax.numpy as jnp

from tsmetrics import dtw


def trace_distance():
    s1 = jnp.array([0.0, 1.0, 2.0, 1.0, 0.0])
    s2 = jnp.array([0.0, 0.5, 1.0, 2.0, 1.0, 0.0])
    return dtw(s1, s2)


if __name__ == "__main__":
    print(trace_distance())
