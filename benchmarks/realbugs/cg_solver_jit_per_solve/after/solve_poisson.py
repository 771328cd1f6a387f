import jax.numpy as jnp

from linsolve import ConjugateGradientSolver
from linsolve.operators import shifted_laplacian


def setup():
    solver = ConjugateGradientSolver(shifted_laplacian(0.1), maxiter=100)
    rhs = jnp.sin(jnp.linspace(0.0, jnp.pi, 64))
    return solver, rhs


if __name__ == "__main__":
    solver, rhs = setup()
    for scale in (1.0, 2.0, 4.0):
        print(solver.solve(scale * rhs)[:4])
