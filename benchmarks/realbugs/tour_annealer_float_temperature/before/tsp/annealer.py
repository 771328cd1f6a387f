"""Simulated annealing of a travelling-salesman tour by 2-opt segment reversals."""

import jax
import jax.numpy as jnp

from tsp.acceptance import metropolis_accept


def tour_length(cities, tour):
    ordered = cities[tour]
    return jnp.sum(jnp.linalg.norm(ordered - jnp.roll(ordered, -1, axis=0), axis=1))


class Annealer:
    def __init__(self, cities, t_start=1.0, cooling=0.95):
        self.cities = cities
        self.t_start = t_start
        self.cooling = cooling
        self._sweep = jax.jit(self.sweep)

    def propose(self, key, tour):
        i, j = jnp.sort(jax.random.choice(key, tour.shape[0], (2,), replace=False))
        positions = jnp.arange(tour.shape[0])
        mirrored = i + j - positions
        return tour[jnp.where((positions >= i) & (positions <= j), mirrored, positions)]

    def sweep(self, key, tour, temperature):
        def body(carry, step_key):
            current = carry
            propose_key, accept_key = jax.random.split(step_key)
            candidate = self.propose(propose_key, current)
            delta = tour_length(self.cities, candidate) - tour_length(self.cities, current)
            accepted = metropolis_accept(delta, temperature, jax.random.uniform(accept_key))
            return jnp.where(accepted, candidate, current), None

        tour, _ = jax.lax.scan(body, tour, jax.random.split(key, 200))
        return tour

    def run(self, key, tour, num_sweeps):
        temperature = self.t_start
        for sweep_key in jax.random.split(key, num_sweeps):
            tour = self._sweep(sweep_key, tour, temperature)
            temperature *= self.cooling
        return tour
