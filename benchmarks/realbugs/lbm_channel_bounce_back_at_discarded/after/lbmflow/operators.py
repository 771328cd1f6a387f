import jax.numpy as jnp

from .lattice import OPPOSITE, SHIFTS, VELOCITIES, WEIGHTS, equilibrium, macroscopic


def collide(f, tau, body_force):
    """BGK relaxation with a constant body force along x driving the flow."""
    rho, u = macroscopic(f)
    forcing = 3.0 * WEIGHTS[:, None, None] * VELOCITIES[:, 0, None, None] * body_force * rho
    return f - (f - equilibrium(rho, u)) / tau + forcing


def stream(f):
    return jnp.stack([jnp.roll(f[i], shift=shift, axis=(0, 1)) for i, shift in enumerate(SHIFTS)])


def bounce_back_walls(f_stream, f_col):
    """Full-way bounce-back on the solid bottom and top rows: populations return the way they came."""
    f_stream = f_stream.at[:, :, 0].set(f_col[OPPOSITE, :, 0])
    f_stream = f_stream.at[:, :, -1].set(f_col[OPPOSITE, :, -1])
    return f_stream
