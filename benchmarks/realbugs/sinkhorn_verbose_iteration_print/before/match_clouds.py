import jax

from otsolve import LogSinkhorn
from otsolve.geometry import squared_euclidean


def transport_plan(iterations, verbose):
    kx, ky = jax.random.split(jax.random.PRNGKey(0))
    x = jax.random.normal(kx, (12, 2))
    y = jax.random.normal(ky, (10, 2)) + 1.0
    a = jax.numpy.full(12, 1.0 / 12)
    b = jax.numpy.full(10, 1.0 / 10)
    solver = LogSinkhorn(epsilon=0.5, iterations=iterations, verbose=verbose)
    plan = solver(squared_euclidean(x, y), a, b)
    jax.effects_barrier()
    return plan


if __name__ == "__main__":
    print(transport_plan(20, verbose=True).sum())
