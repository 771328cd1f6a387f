import jax.numpy as jnp
import numpy as np

from lotka.integrate import integrate

PARAMS = jnp.array([1.1, 0.4, 0.4, 0.1])


def one_cycle(tol):
    y, accepted = integrate(jnp.array([10.0, 10.0]), PARAMS, 15.0, 0.1, tol)
    return np.asarray(y), accepted


if __name__ == "__main__":
    print(one_cycle(1e-5))
