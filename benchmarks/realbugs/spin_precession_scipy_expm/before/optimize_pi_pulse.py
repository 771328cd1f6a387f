import jax
import jax.numpy as jnp

from qspin.evolution import evolve, fidelity
from qspin.operators import SPIN_DOWN, SPIN_UP


def infidelity(controls, detuning, segment_time):
    return 1.0 - fidelity(evolve(SPIN_UP, controls, detuning, segment_time), SPIN_DOWN)


def main(n_segments=8, detuning=0.3, segment_time=0.4, steps=300, learning_rate=0.5):
    """Piecewise-constant pi pulse flipping a detuned spin, optimised by gradient descent (GRAPE-style)."""
    loss_and_grad = jax.jit(jax.value_and_grad(infidelity))
    controls = jnp.full((n_segments, 2), 0.2)
    for _ in range(steps):
        loss, grads = loss_and_grad(controls, detuning, segment_time)
        controls = controls - learning_rate * grads
    final = 1.0 - float(infidelity(controls, detuning, segment_time))
    print(f"fidelity of the optimised pulse: {final:.5f}")
    return final


if __name__ == "__main__":
    main()
