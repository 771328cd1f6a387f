import jax
import jax.numpy as jnp

from steinlite import RBFKernel, SteinVI

TARGET_MEAN = jnp.array([1.0, -2.0])


def log_density(x):
    return -0.5 * jnp.sum((x - TARGET_MEAN) ** 2)


def fit(num_particles=8, num_steps=20, seed=0):
    vi = SteinVI(log_density, RBFKernel(bandwidth=1.0), step_size=0.2)
    init = jax.random.normal(jax.random.PRNGKey(seed), (num_particles, 2))
    particles = vi.run(init, num_steps)
    return vi, particles


if __name__ == "__main__":
    vi, particles = fit()
    print(jnp.mean(particles, axis=0), vi.report())
