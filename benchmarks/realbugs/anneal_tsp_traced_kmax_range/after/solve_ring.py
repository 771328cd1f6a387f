import jax
import jax.numpy as jnp

from tsp.annealing import AnnealConfig, anneal
from tsp.cities import distance_matrix, ring_of_cities


def main(n_cities=30, radius=10.0):
    key_cities, key_anneal = jax.random.split(jax.random.key(42))
    dists = distance_matrix(ring_of_cities(key_cities, n_cities, radius))
    start = float(jnp.sum(dists[jnp.arange(n_cities), jnp.roll(jnp.arange(n_cities), -1)]))
    tour, length = anneal(dists, key_anneal, AnnealConfig())
    optimum = 2.0 * n_cities * radius * float(jnp.sin(jnp.pi / n_cities))
    print(f"tour length {start:.1f} -> {float(length):.2f} (optimum {optimum:.2f})")
    return float(length), optimum


if __name__ == "__main__":
    main()
