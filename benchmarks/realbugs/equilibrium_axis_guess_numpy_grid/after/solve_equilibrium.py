from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from eqsolve import initial_surfaces


def boundary(major_radius, minor_radius, elongation, triangularity, n_theta=64):
    theta = np.linspace(0.0, 2.0 * np.pi, n_theta, endpoint=False)
    r = major_radius + minor_radius * np.cos(theta + triangularity * np.sin(theta))
    z = elongation * minor_radius * np.sin(theta)
    return jnp.asarray(r), jnp.asarray(z)


@partial(jax.jit, static_argnames="n_surfaces")
def surface_guess(r_boundary, z_boundary, n_surfaces):
    return initial_surfaces(r_boundary, z_boundary, n_surfaces)


if __name__ == "__main__":
    r, z = surface_guess(*boundary(3.0, 1.0, 1.7, 0.3), n_surfaces=11)
    print(r[0, 0], z[0, 0])
