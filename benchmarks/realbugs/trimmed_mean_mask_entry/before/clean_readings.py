import jax
import jax.numpy as jnp

from robuststats import trimmed_mean


def make_readings(key):
    noise_key, spike_key = jax.random.split(key)
    readings = 20.0 + 0.3 * jax.random.normal(noise_key, (6, 50))
    spikes = jax.random.bernoulli(spike_key, 0.05, (6, 50))
    return jnp.where(spikes, 150.0, readings)


robust_centers = jax.jit(jax.vmap(trimmed_mean, in_axes=(0, None)))


def main():
    return robust_centers(make_readings(jax.random.PRNGKey(0)), 3.0)


if __name__ == "__main__":
    print(main())
