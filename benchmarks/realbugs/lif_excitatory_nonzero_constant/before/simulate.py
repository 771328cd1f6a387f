import jax
import jax.numpy as jnp

from neurons import lif_step


def main(num_steps=10):
    weights = jax.random.uniform(jax.random.PRNGKey(0), (8, 8))
    rates = jnp.linspace(0.5, 1.5, 8)
    voltages = jnp.zeros(8)
    for _ in range(num_steps):
        voltages = lif_step(voltages, rates, weights, 0.1, 2.0)
    return voltages


if __name__ == "__main__":
    print(main())
