"""Short restarted runs of a biased double well: each segment continues from the previous state."""

import jax.numpy as jnp

from enhsample import HarmonicBias, SimulationContext, run


def double_well(positions):
    x = positions[:, 0]
    return jnp.sum((x**2 - 1.0) ** 2 + 0.5 * positions[:, 1] ** 2)


def make_system():
    context = SimulationContext(double_well, jnp.array([[0.9, 0.1], [-1.1, 0.0]]))
    method = HarmonicBias(center=0.0, kspring=4.0)
    return context, method


def run_segments(context, method, segments=4, steps_per_segment=5):
    collected = []
    for _ in range(segments):
        collected.extend(run(method, context, steps_per_segment))
    return jnp.stack(collected)


if __name__ == "__main__":
    context, method = make_system()
    print(run_segments(context, method))
