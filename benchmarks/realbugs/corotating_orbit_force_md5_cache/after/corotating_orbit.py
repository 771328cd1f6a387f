from functools import partial

import jax
import jax.numpy as jnp

from frames.orbit import leapfrog, point_mass_acceleration
from frames.rotating import RotatingFrameForce

GM = 1.0
OMEGA = jnp.array([0.0, 0.0, 1.0])


def main():
    fictitious = RotatingFrameForce(OMEGA)

    def acceleration(x, v):
        return point_mass_acceleration(x, GM) + fictitious(x, v)

    # A circular orbit with the frame's angular speed is at rest in the rotating frame.
    run = jax.jit(partial(leapfrog, dt=0.01, n_steps=500, acceleration=acceleration))
    x, v, path = run(jnp.array([1.0, 0.0, 0.0]), jnp.zeros(3))
    sensitivity = jax.jit(jax.jacfwd(lambda x0: run(x0, jnp.zeros(3))[0]))(jnp.array([1.0, 0.0, 0.0]))
    drift = float(jnp.max(jnp.linalg.norm(path - path[0], axis=1)))
    print(f"max drift from corotation {drift:.2e}")
    return drift, sensitivity


if __name__ == "__main__":
    main()
