import jax.numpy as jnp
import numpy as np

from potential import solve_capacitor


def run(n=40, top=1.0, bottom=-1.0, sweeps=2000):
    return np.asarray(solve_capacitor(jnp.zeros((n, n)), top, bottom, sweeps))


if __name__ == "__main__":
    phi = run()
    print(phi[0, 20], phi[20, 20], phi[-1, 20])
