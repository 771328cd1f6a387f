"""Fit the Einstein radius of an isothermal lens to observed image positions."""
import jax
import jax.numpy as jnp

from lenspoint import PointSolver

SOLVER = PointSolver()
OBSERVED = jnp.array([[1.0, 0.2], [-0.9, -0.1], [0.1, 1.1], [-0.2, -1.0]])


def isothermal(einstein_radius):
    def deflections(grid):
        r = jnp.sqrt(jnp.sum(grid ** 2, axis=-1, keepdims=True)) + 1e-6
        return einstein_radius * grid / r
    return deflections


@jax.jit
def position_chi2(einstein_radius, source):
    positions = SOLVER.solve(isothermal(einstein_radius), source)
    model = jnp.asarray(positions.array)
    nearest = jnp.min(jnp.sum((OBSERVED[:, None, :] - model[None]) ** 2, axis=-1), axis=1)
    return jnp.sum(nearest)


def scan_radius(radii=(0.8, 1.0, 1.2)):
    source = jnp.array([0.05, 0.05])
    return [float(position_chi2(r, source)) for r in radii]


if __name__ == "__main__":
    print(scan_radius())
