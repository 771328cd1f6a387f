from functools import partial

import jax
import jax.numpy as jnp

from odesolve import integrate
from odesolve.problems import damped_oscillator


@partial(jax.jit, static_argnames=("num_steps",))
def simulate(initial_state, num_steps):
    return integrate(damped_oscillator, initial_state, 0.0, 0.05, num_steps)


def main(num_steps):
    return simulate(jnp.array([1.0, 0.0]), num_steps=num_steps)


if __name__ == "__main__":
    print(main(num_steps=100)[-1])
