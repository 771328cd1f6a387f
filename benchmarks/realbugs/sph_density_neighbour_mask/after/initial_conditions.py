import jax
import jax.numpy as jnp

from sph.density import DensityEstimator
from sph.star import PolytropicStar


def main(n_particles=400, total_mass=2.0, h=0.1):
    positions = jax.random.normal(jax.random.PRNGKey(42), (n_particles, 3)) * 0.3
    star = PolytropicStar(DensityEstimator(total_mass / n_particles, h))
    rho, pressure = star(positions)
    print(f"central density {float(jnp.max(rho)):.2f}, mean pressure {float(jnp.mean(pressure)):.3f}")
    return positions, rho, total_mass / n_particles, h


if __name__ == "__main__":
    main()
