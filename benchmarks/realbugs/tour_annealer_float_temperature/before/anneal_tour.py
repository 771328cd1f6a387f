"""Anneal a tour through twenty random cities."""

import jax

from tsp.annealer import Annealer, tour_length


def main():
    cities = jax.random.uniform(jax.random.PRNGKey(1), (20, 2))
    annealer = Annealer(cities)
    start = jax.numpy.arange(20)
    tour = annealer.run(jax.random.PRNGKey(2), start, num_sweeps=30)
    before, after = float(tour_length(cities, start)), float(tour_length(cities, tour))
    print(f"tour length {before:.2f} -> {after:.2f}")
    return before, after


if __name__ == "__main__":
    main()
