import jax.numpy as jnp

# D2Q9: rest, E, N, W, S, NE, NW, SW, SE
SHIFTS = ((0, 0), (1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1))
VELOCITIES = jnp.array(SHIFTS)
WEIGHTS = jnp.array([4 / 9] + [1 / 9] * 4 + [1 / 36] * 4)
OPPOSITE = jnp.array([0, 3, 4, 1, 2, 7, 8, 5, 6])
CS2 = 1.0 / 3.0


def macroscopic(f):
    rho = jnp.sum(f, axis=0)
    u = jnp.einsum("iq,ixy->qxy", VELOCITIES, f) / rho
    return rho, u


def equilibrium(rho, u):
    cu = jnp.einsum("iq,qxy->ixy", VELOCITIES, u)
    uu = jnp.sum(u ** 2, axis=0)
    return WEIGHTS[:, None, None] * rho * (1.0 + cu / CS2 + 0.5 * cu ** 2 / CS2 ** 2 - 0.5 * uu / CS2)
