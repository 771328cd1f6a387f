from functools import partial

import jax
import jax.numpy as jnp

from sdekit.processes import constant_diffusion, ou_drift
from sdekit.solver import euler_maruyama

THETAS = [0.2, 0.5, 1.0, 2.0]
OBSERVED_DECAY = 0.37


def decay_after(theta, mu=0.0, dt=0.01, n_steps=100):
    x0 = jnp.ones(256)
    key = jax.random.PRNGKey(5)
    paths = euler_maruyama(key, x0, dt, drift=partial(ou_drift, theta=theta, mu=mu),  # expect: JXL503
                           diffusion=constant_diffusion, n_steps=n_steps)
    return float(paths[-1].mean())


def calibrate():
    errors = {}
    for theta in THETAS:
        errors[theta] = abs(decay_after(theta) - OBSERVED_DECAY)
    return min(errors, key=errors.get)


if __name__ == "__main__":
    print(calibrate())
