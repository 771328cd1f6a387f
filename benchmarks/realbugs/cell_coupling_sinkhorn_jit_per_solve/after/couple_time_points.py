"""Couple consecutive time points of a simulated differentiation time course."""

import jax
import jax.numpy as jnp

from otcells.sinkhorn import Sinkhorn


def squared_distances(x, y):
    return jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)


def time_course(num_points=4, num_cells=50):
    keys = jax.random.split(jax.random.PRNGKey(0), num_points)
    return [jax.random.normal(key, (num_cells, 2)) + 0.3 * t for t, key in enumerate(keys)]


def couple(solver, early, late):
    cost = squared_distances(early, late)
    cost = cost / cost.mean()
    uniform = jnp.full(early.shape[0], 1.0 / early.shape[0])
    return solver.solve(cost, uniform, uniform)


def main():
    solver = Sinkhorn()
    points = time_course()
    costs = [float(couple(solver, early, late)[1]) for early, late in zip(points[:-1], points[1:])]
    print(costs)
    return solver, points


if __name__ == "__main__":
    main()
