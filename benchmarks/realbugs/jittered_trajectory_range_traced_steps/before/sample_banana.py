import jax
import jax.numpy as jnp

from jitterhmc.kernel import JitteredHMC


def banana_potential(q):
    """Rosenbrock-shaped target: x ~ N(0, 1), y | x ~ N(x^2 / 2, 0.5^2)."""
    x, y = q
    return 0.5 * x**2 + 0.5 * ((y - 0.5 * x**2) / 0.5) ** 2


def main(num_samples=4000):
    sampler = JitteredHMC(banana_potential, step_size=0.1, min_steps=5, max_steps=20)
    return sampler.sample(jnp.zeros(2), jax.random.PRNGKey(3), num_samples)


if __name__ == "__main__":
    samples = main()
    print("mean", samples.mean(axis=0), "var", samples.var(axis=0))
