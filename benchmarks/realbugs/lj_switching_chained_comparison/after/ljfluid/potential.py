import jax.numpy as jnp

R_ON = 2.0
R_CUT = 2.5


def minimum_image(dr, box):
    return dr - box * jnp.round(dr / box)


def switching(r):
    """Smoothstep from 1 at R_ON to 0 at R_CUT, so energy and force vanish continuously at the cutoff."""
    x = (r - R_ON) / (R_CUT - R_ON)
    return 1.0 - 10.0 * x**3 + 15.0 * x**4 - 6.0 * x**5


def pair_energy(r):
    lennard_jones = 4.0 * (r**-12 - r**-6)
    inside = jnp.where(r <= R_ON, 1.0, 0.0)
    weight = jnp.where((R_ON < r) & (r <= R_CUT), switching(r), inside)
    return lennard_jones * weight
