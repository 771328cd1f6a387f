import jax
import jax.numpy as jnp
import numpy as np

from langevin_mc.mala import MALASampler

PRECISION = jnp.linalg.inv(jnp.array([[1.0, 0.8], [0.8, 1.0]]))


def log_density(x):
    return -0.5 * x @ PRECISION @ x


def make_sampler():
    return MALASampler(log_density, step_size=0.1)


def main():
    sampler = make_sampler()
    x = jnp.zeros(2)
    positions = []
    for chunk in range(20):
        x, rate = sampler.sample(jax.random.PRNGKey(chunk), x, 25)
        positions.append(np.asarray(x))
    print(f"last acceptance rate {float(rate):.2f}, mean {np.mean(positions, axis=0)}")
    assert 0.2 < float(rate) <= 1.0


if __name__ == "__main__":
    main()
