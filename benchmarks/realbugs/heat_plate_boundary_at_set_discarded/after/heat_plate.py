import jax.numpy as jnp

from plate.boundary import DirichletEdges
from plate.solver import ExplicitHeat


def main(nx=40, n_steps=3000):
    solver = ExplicitHeat(alpha=2.0, dx=1.0 / nx, edges=DirichletEdges(top=100.0))
    u = solver.run(jnp.zeros((nx, nx)), n_steps=n_steps)
    print(f"temperature below the top edge, mid-plate: {float(u[-2, nx // 2]):.1f}")
    return u
